import { useDeskI18n } from '../../../../app/desk-i18n';
import { locationsOf, useSiteLocations } from '../../api/get-locations';
import { useEntryForm } from '../entry-form-context';
import { SelectField } from './select-field';

/** A job's location: one of the company's locations from the site content (`locations` section). */
export function LocationField() {
  const { t } = useDeskI18n();
  const { locale } = useEntryForm();
  const section = useSiteLocations(locale);
  const locations = locationsOf(section.data);
  if (section.data && locations.length === 0)
    return <p className="text-steel-800">{t.collections.fields.noLocations}</p>;
  return (
    <SelectField
      path={['locationId']}
      label={t.collections.fields.location}
      options={locations.map((location) => ({ value: location.id, label: location.name }))}
    />
  );
}
