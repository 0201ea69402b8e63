import { useEffect, useRef } from 'react';
import { linkClass } from './styles';

type Props = { title: string; items: { fieldId: string; label: string; message: string }[] };

/**
 * The GOV.UK pattern: every problem once more at the top of the form, each linking to its field. It takes
 * focus when it appears, so keyboard and screen-reader users learn at once why nothing was sent.
 */
export function ErrorSummary({ title, items }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const signature = items.map((item) => `${item.fieldId}:${item.message}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of problems takes focus again.
  useEffect(() => {
    if (items.length > 0) box.current?.focus();
  }, [signature]);
  if (items.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="rounded-card border-2 border-signal-700 bg-signal-300/20 p-3 text-signal-800"
      data-testid="error-summary"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              className={linkClass}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.label}
            </a>
            : {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
