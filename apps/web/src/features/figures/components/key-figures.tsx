import { ChartLine } from 'lucide-react';
import { useSite } from '../../../app/site-context';
import { formatFigure } from '../../../lib/format-number';
import { decorativeIcon } from '../../../ui/icon-props';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';

export function KeyFigures() {
  const { locale, content, messages } = useSite();
  const { figures } = content;
  return (
    <Section labelledBy="figures-title" tone="white">
      <div className="flex items-start gap-5">
        <ChartLine {...decorativeIcon} className="mt-1 hidden size-10 shrink-0 text-petrol-600 sm:block" />
        <SectionHeading
          id="figures-title"
          eyebrow={figures.eyebrow}
          title={figures.title}
          intro={figures.intro}
        />
      </div>
      <dl className="mt-14 grid grid-cols-1 gap-px overflow-hidden rounded-(--radius-card) bg-steel-200 min-[30rem]:grid-cols-2 lg:grid-cols-4">
        {figures.items.map((figure) => (
          <div key={figure.id} className="flex flex-col-reverse justify-end bg-white p-6 sm:p-8">
            <dt className="mt-2 text-lg text-steel-700">
              {figure.label}
              {figure.note ? <span className="block text-sm text-steel-600">{figure.note}</span> : null}
            </dt>
            <dd className="font-display text-6xl leading-none font-semibold text-petrol-800 tabular-nums sm:text-7xl">
              {formatFigure(figure, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-steel-600">{messages.figures.sourceNote}</p>
    </Section>
  );
}
