import { useSite } from '../../../app/site-context';
import { ContentIcon } from '../../../ui/content-icon';
import { HeadedSection } from '../../../ui/headed-section';
import { useSectionLanguage } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';

export function MissionValues() {
  const { content } = useSite();
  const { mission } = content;
  const language = useSectionLanguage('mission');
  return (
    <HeadedSection id="mission" heading={mission} textLanguage={language}>
      <div {...language} className="mt-10 flex gap-5 border-s-4 border-signal-500 ps-6">
        <SiteIcon name="target" className="mt-1 hidden size-10 shrink-0 text-petrol-600 sm:block" />
        <p className="max-w-4xl font-display text-3xl leading-tight text-petrol-800 sm:text-4xl">
          {mission.statement}
        </p>
      </div>
      <ul {...language} className="mt-14 grid gap-8 md:grid-cols-3">
        {mission.values.map((value) => (
          <li key={value.title}>
            <ContentIcon name={value.icon} className="size-9 text-petrol-600" />
            <h3 className="mt-4 text-2xl">{value.title}</h3>
            <p className="mt-2 text-steel-700">{value.text}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
