type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'light' | 'dark';
};

/** Eyebrow, `<h2>` and an optional lead paragraph, the opening of every section. */
export function SectionHeading({ id, eyebrow, title, intro, tone = 'light' }: SectionHeadingProps) {
  const isDark = tone === 'dark';
  return (
    <div className="max-w-3xl">
      <p
        className={`text-sm font-semibold tracking-[0.14em] uppercase ${isDark ? 'text-signal-400' : 'text-signal-800'}`}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-3 text-4xl leading-[1.05] sm:text-5xl">
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
