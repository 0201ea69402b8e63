import { useSite } from '../../../app/site-context';
import { FigureList } from '../../../ui/figure-list';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { useSectionLanguage } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';

export function KeyFigures() {
  const { locale, content, messages } = useSite();
  const { figures } = content;
  const language = useSectionLanguage('figures');
  return (
    <Section labelledBy="figures-title" tone="white">
      <div className="flex items-start gap-5">
        <SiteIcon name="chart-line" className="mt-1 hidden size-10 shrink-0 text-petrol-600 sm:block" />
        <SectionHeading
          id="figures-title"
          eyebrow={figures.eyebrow}
          title={figures.title}
          intro={figures.intro}
          textLanguage={language}
        />
      </div>
      <FigureList figures={figures.items} locale={locale} className="mt-14" labelLanguage={language} />
      <p className="mt-4 text-sm text-steel-600">{messages.figures.sourceNote}</p>
    </Section>
  );
}
