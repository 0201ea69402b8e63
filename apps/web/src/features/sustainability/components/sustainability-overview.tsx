import { useSite } from '../../../app/site-context';
import { ContentIcon } from '../../../ui/content-icon';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { MaterialLoop } from './material-loop';

export function SustainabilityOverview() {
  const { content } = useSite();
  const { sustainability } = content;
  return (
    <Section labelledBy="sustainability-title" tone="dark">
      <SectionHeading
        id="sustainability-title"
        tone="dark"
        eyebrow={sustainability.eyebrow}
        title={sustainability.title}
        intro={sustainability.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {sustainability.pillars.map((pillar) => (
          <li
            key={pillar.title}
            className="rounded-(--radius-card) border border-petrol-700 bg-petrol-800 p-6"
          >
            <ContentIcon name={pillar.icon} className="size-9 text-signal-400" />
            <h3 className="mt-4 text-2xl">{pillar.title}</h3>
            <p className="mt-2 text-steel-200">{pillar.text}</p>
          </li>
        ))}
      </ul>
      <MaterialLoop />
    </Section>
  );
}
