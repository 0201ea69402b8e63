import type { ShownLanguageAttributes } from './shown-language';

type SectionHeadingProps = {
  id: string;
  /** Optional for editors' page blocks, whose eyebrow an editor may leave out. */
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  tone?: 'light' | 'dark';
  /** The texts' language where it is not the page's (content not translated, decision 213). */
  textLanguage?: ShownLanguageAttributes | undefined;
};

/** Eyebrow, `<h2>` and an optional lead paragraph, the opening of every section and page block. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  textLanguage = {},
}: SectionHeadingProps) {
  const isDark = tone === 'dark';
  return (
    <div {...textLanguage} className="max-w-3xl">
      {eyebrow ? (
        <p
          className={`mb-3 text-sm font-semibold tracking-[0.14em] uppercase ${isDark ? 'text-signal-400' : 'text-signal-800'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-4xl leading-[1.05] sm:text-5xl">
        {title}
      </h2>
      {intro ? (
        <p className={`mt-5 text-lg leading-relaxed ${isDark ? 'text-steel-200' : 'text-steel-600'}`}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
