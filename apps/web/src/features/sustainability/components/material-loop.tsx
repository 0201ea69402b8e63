import { useSite } from '../../../app/site-context';
import { useSectionLanguage } from '../../../ui/shown-language';

/** The four steps of the material loop as an ordered list, with a drawn loop behind it on wide screens. */
export function MaterialLoop() {
  const { content } = useSite();
  const { loop } = content.sustainability;
  const language = useSectionLanguage('sustainability');
  return (
    <div {...language} className="mt-16">
      <h3 className="text-3xl">{loop.title}</h3>
      <div className="relative mt-8">
        <svg
          viewBox="0 0 1000 40"
          width="1000"
          height="40"
          aria-hidden="true"
          focusable="false"
          className="absolute inset-x-0 top-0 hidden h-10 w-full lg:block"
          preserveAspectRatio="none"
        >
          <path d="M60 20H940" stroke="#ffab4c" strokeWidth="2" strokeDasharray="8 8" fill="none" />
          <path d="M930 12l12 8-12 8" stroke="#ffab4c" strokeWidth="2" fill="none" />
        </svg>
        {/* On a phone each step's number stands beside its title (issue 29 §4: the home page's length). */}
        <ol className="relative grid gap-6 sm:grid-cols-2 sm:gap-8 lg:grid-cols-4">
          {loop.steps.map((step, index) => (
            <li key={step.title} className="grid grid-cols-[2.5rem_1fr] items-center gap-x-4 sm:block">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full border-2 border-signal-400 bg-petrol-900 font-display text-xl text-signal-400"
              >
                {index + 1}
              </span>
              <p className="font-display text-2xl sm:mt-4">{step.title}</p>
              <p className="col-start-2 mt-1 text-steel-200">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
