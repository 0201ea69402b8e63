import type { ProseSection } from '@sitedesk/shared/content/schema';
import type { ShownLanguageAttributes } from './shown-language';

/** Titled paragraphs for legal and background text, in a readable measure. */
export function ProseSections({
  sections,
  idPrefix,
  textLanguage = {},
}: {
  sections: ProseSection[];
  idPrefix: string;
  /** Their language where it is not the page's (not translated, decision 213). */
  textLanguage?: ShownLanguageAttributes;
}) {
  return (
    <div {...textLanguage} className="max-w-3xl space-y-12">
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`${idPrefix}-${index}`}>
          <h2 id={`${idPrefix}-${index}`} className="text-3xl">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-steel-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
