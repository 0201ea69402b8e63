import type { Locale } from '@sitedesk/shared/locales';
import { formatFigure } from '../lib/format-number';
import type { ShownLanguageAttributes } from './shown-language';

type Figure = Parameters<typeof formatFigure>[0] & { label: string; note?: string | undefined };

/**
 * Key figures as big numbers in the reader's conventions with their labels below: the home page's figures
 * section and the editors' figures block draw the same list.
 */
export function FigureList({
  figures,
  locale,
  className = '',
  labelLanguage = {},
}: {
  figures: readonly Figure[];
  locale: Locale;
  className?: string;
  /** The labels' language where it is not the page's (decision 213); the numbers are the page's. */
  labelLanguage?: ShownLanguageAttributes;
}) {
  return (
    <dl
      className={`${className} grid grid-cols-1 gap-px overflow-hidden rounded-(--radius-card) bg-steel-200 min-[30rem]:grid-cols-2 lg:grid-cols-4`}
    >
      {figures.map((figure, index) => (
        // Figures have no id of their own in a block; their order is what the editor gave.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static on a rendered page.
        <div key={index} className="flex flex-col-reverse justify-end bg-white p-6 sm:p-8">
          <dt {...labelLanguage} className="mt-2 text-lg text-steel-700">
            {figure.label}
            {figure.note ? <span className="block text-sm text-steel-600">{figure.note}</span> : null}
          </dt>
          <dd className="font-display text-6xl leading-none font-semibold text-petrol-800 tabular-nums sm:text-7xl">
            {formatFigure(figure, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
