import { useSite } from '../../../app/site-context';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { LocationCard } from './location-card';
import { LocationMap } from './location-map';

export function LocationsSection() {
  const { content } = useSite();
  const { locations } = content;
  return (
    <Section labelledBy="locations-title">
      <SectionHeading
        id="locations-title"
        eyebrow={locations.eyebrow}
        title={locations.title}
        intro={locations.intro}
      />
      <div className="mt-12">
        <LocationMap />
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {locations.items.map((location) => (
          <li key={location.id} className="grid">
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
