import { useSite } from '../../../app/site-context';
import { HeadedSection } from '../../../ui/headed-section';
import { phoneCardRow, phoneCardRowItem } from '../../../ui/phone-card-row';
import { useSectionLanguage } from '../../../ui/shown-language';
import { LocationCard } from './location-card';
import { LocationMap } from './location-map';

export function LocationsSection() {
  const { content } = useSite();
  const { locations } = content;
  const language = useSectionLanguage('locations');
  return (
    <HeadedSection id="locations" heading={locations} textLanguage={language}>
      <div className="mt-12">
        <LocationMap />
      </div>
      <ul className={`mt-8 ${phoneCardRow} sm:grid-cols-2 sm:gap-6 lg:grid-cols-3`}>
        {locations.items.map((location) => (
          <li key={location.id} className={`${phoneCardRowItem} grid`}>
            <LocationCard location={location} textLanguage={language} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
