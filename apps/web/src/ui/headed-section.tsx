import type { ReactNode } from 'react';
import { Section, type SectionTone } from './section';
import { SectionHeading } from './section-heading';
import type { ShownLanguageAttributes } from './shown-language';

type Heading = { eyebrow?: string | undefined; title: string; intro?: string | undefined };

/**
 * A page band that opens with its content's eyebrow, title and intro and is labelled by that title
 * (`{id}-title`); the heading takes the band's dark tone. `textLanguage` marks the heading of a section not
 * translated into the page's language; the band's other content is marked by its component.
 */
export function HeadedSection({
  id,
  heading,
  tone = 'light',
  textLanguage,
  children,
}: {
  id: string;
  heading: Heading;
  tone?: SectionTone;
  textLanguage?: ShownLanguageAttributes;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Section labelledBy={headingId} tone={tone}>
      <SectionHeading
        id={headingId}
        tone={tone === 'dark' ? 'dark' : 'light'}
        eyebrow={heading.eyebrow}
        title={heading.title}
        intro={heading.intro}
        textLanguage={textLanguage}
      />
      {children}
    </Section>
  );
}
