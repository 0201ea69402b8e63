import { useSite } from '../../../app/site-context';
import { phoneCardRow, phoneCardRowItem } from '../../../ui/phone-card-row';
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
      <ul className={`mt-8 ${phoneCardRow} sm:grid-cols-2 sm:gap-6 lg:grid-cols-3`}>
        {locations.items.map((location) => (
          <li key={location.id} className={`${phoneCardRowItem} grid`}>
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
