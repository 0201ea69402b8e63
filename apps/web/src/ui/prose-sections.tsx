import type { ProseSection } from '@sitedesk/shared/content/schema';

/** Titled paragraphs for legal and background text, in a readable measure. */
export function ProseSections({ sections, idPrefix }: { sections: ProseSection[]; idPrefix: string }) {
  return (
    <div className="max-w-3xl space-y-12">
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
