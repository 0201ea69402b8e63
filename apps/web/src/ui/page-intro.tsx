import { useSite } from '../app/site-context';
import { Container } from './container';
import { type ShownLanguageAttributes, useSectionLanguage } from './shown-language';

type PageIntroProps = {
  eyebrow: string;
  title: string;
  lead?: string;
  /** The title's and lead's language where it is not the page's (an entry shown in another language). */
  textLanguage?: ShownLanguageAttributes;
  /** The eyebrow's, where it is the page's content too (a page intro not translated, decision 213). */
  eyebrowLanguage?: ShownLanguageAttributes;
};

/** The dark opening band of every page but home, holding the page's one `<h1>`. */
export function PageIntro({ eyebrow, title, lead, textLanguage = {}, eyebrowLanguage = {} }: PageIntroProps) {
  return (
    <div className="surface-dark relative overflow-hidden bg-petrol-900 text-steel-50">
      <div aria-hidden="true" className="intro-grid absolute inset-0 opacity-60" />
      <Container className="relative py-16 sm:py-24">
        <p {...eyebrowLanguage} className="text-sm font-semibold tracking-[0.14em] text-signal-400 uppercase">
          {eyebrow}
        </p>
        <h1 {...textLanguage} className="mt-3 max-w-4xl text-5xl leading-[1.02] sm:text-7xl">
          {title}
        </h1>
        {lead ? (
          <p {...textLanguage} className="mt-6 max-w-2xl text-lg leading-relaxed text-steel-200 sm:text-xl">
            {lead}
          </p>
        ) : null}
      </Container>
    </div>
  );
}

/**
 * A fixed page's intro from the content's `pageIntros`, marked as a whole where its translation is not begun
 * (decision 213).
 */
export function ContentPageIntro({ page }: { page: 'solutions' | 'sustainability' | 'company' | 'contact' }) {
  const language = useSectionLanguage('pageIntros');
  return (
    <PageIntro {...useSite().content.pageIntros[page]} textLanguage={language} eyebrowLanguage={language} />
  );
}
