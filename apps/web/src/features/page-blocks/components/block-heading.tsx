type BlockHeadingProps = {
  id: string;
  title: string;
  eyebrow?: string | undefined;
  intro?: string | undefined;
  tone?: 'light' | 'dark';
};

/**
 * A block's `<h2>` with the optional eyebrow and lead the site's sections have (`ui/section-heading.tsx`),
 * for blocks where an editor may leave the eyebrow out.
 */
export function BlockHeading({ id, title, eyebrow, intro, tone = 'light' }: BlockHeadingProps) {
  const isDark = tone === 'dark';
  return (
    <div className="max-w-3xl">
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
