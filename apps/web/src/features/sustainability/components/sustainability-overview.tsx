import { useSite } from '../../../app/site-context';
import { ContentIcon } from '../../../ui/content-icon';
import { HeadedSection } from '../../../ui/headed-section';
import { useSectionLanguage } from '../../../ui/shown-language';
import { MaterialLoop } from './material-loop';

export function SustainabilityOverview() {
  const { content } = useSite();
  const { sustainability } = content;
  const language = useSectionLanguage('sustainability');
  return (
    <HeadedSection id="sustainability" heading={sustainability} tone="dark" textLanguage={language}>
      <ul {...language} className="mt-12 grid gap-6 md:grid-cols-3">
        {sustainability.pillars.map((pillar) => (
          <li
            key={pillar.title}
            className="rounded-(--radius-card) border border-petrol-700 bg-petrol-800 p-6"
          >
            {/* The icon beside the title on a phone, above it in the desktop's columns. */}
            <h3 className="flex items-center gap-3 text-2xl md:block">
              <ContentIcon name={pillar.icon} className="size-9 shrink-0 text-signal-400 md:mb-4 md:block" />
              {pillar.title}
            </h3>
            <p className="mt-2 text-steel-200">{pillar.text}</p>
          </li>
        ))}
      </ul>
      <MaterialLoop />
    </HeadedSection>
  );
}
