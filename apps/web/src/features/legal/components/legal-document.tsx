import type { ProseSection } from '@sitedesk/shared/content/schema';
import type { ReactNode } from 'react';
import { Container } from '../../../ui/container';
import { ProseSections } from '../../../ui/prose-sections';
import type { ShownLanguageAttributes } from '../../../ui/shown-language';

type LegalDocumentProps = {
  title: string;
  lead: ReactNode;
  sections: ProseSection[];
  /** The document's language where it is not the page's (not translated, decision 213). */
  textLanguage?: ShownLanguageAttributes;
};

/** Imprint and privacy policy: a title, a highlighted lead and plain sections. */
export function LegalDocument({ title, lead, sections, textLanguage = {} }: LegalDocumentProps) {
  return (
    <Container className="py-16 sm:py-24">
      <div {...textLanguage}>
        <h1 className="text-5xl sm:text-6xl">{title}</h1>
        <div className="mt-8 max-w-3xl border-s-4 border-signal-500 bg-white p-6 text-lg leading-relaxed">
          {lead}
        </div>
        <div className="mt-14">
          <ProseSections sections={sections} idPrefix="legal" />
        </div>
      </div>
    </Container>
  );
}
