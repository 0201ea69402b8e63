import type { MouseEvent } from 'react';
import { SiteIcon } from '../../../ui/site-icon';
import { type ErrorSummaryItem, errorSummaryId } from '../lib/error-summary';

/**
 * Focuses the field and brings its label into view too: the browser's own jump to `#id` would only scroll
 * the control to the top edge, with its label cut off above it, and leave focus where it was. A group of
 * radios or checkboxes is labelled by its fieldset's legend.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, targetId: string): void {
  const control = document.getElementById(targetId);
  if (!control) return;
  event.preventDefault();
  control.focus();
  const label = document.querySelector(`label[for="${targetId}"]`) ?? control.closest('fieldset');
  label?.scrollIntoView({ block: 'nearest' });
}

/**
 * The GOV.UK error summary: after a failed sending it takes focus, so it is read first, and links each
 * problem to its field. The inline messages stay at the fields.
 */
export function ErrorSummary({ items, title }: { items: readonly ErrorSummaryItem[]; title: string }) {
  if (items.length === 0) return null;
  const titleId = `${errorSummaryId}-title`;
  return (
    <section
      id={errorSummaryId}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="rounded-sm border-4 border-red-700 bg-white p-5"
    >
      <h3 id={titleId} className="flex items-center gap-3 text-2xl text-steel-900">
        <SiteIcon name="circle-alert" className="size-6 shrink-0 text-red-800" />
        {title}
      </h3>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={`#${item.targetId}`}
              onClick={(event) => goToField(event, item.targetId)}
              className="inline-block py-1 font-bold text-red-800 underline hover:text-red-900"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
