import { jobTypes } from '@sitedesk/shared/collections/entries';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DateField } from './fields/date-field';
import { LocationField } from './fields/location-field';
import { RichTextField } from './fields/rich-text-field';
import { SelectField } from './fields/select-field';
import { TextInputField } from './fields/text-input-field';

/** The own fields of a job ad (`jobEntrySchema`), between the title and the search-engine fields. */
export function JobEntryForm() {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <LocationField />
        <SelectField
          path={['type']}
          label={m.type}
          options={jobTypes.map((value) => ({ value, label: t.collections.options.jobTypes[value] }))}
        />
        <DateField path={['startDate']} label={m.startDate} hint={m.startDateHint} isOptional />
        <DateField path={['closingDate']} label={m.closingDate} hint={m.closingDateHint} />
      </div>
      <RichTextField fieldKey="description" label={m.description} />
      <RichTextField fieldKey="offer" label={m.offer} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInputField path={['contactName']} label={m.contactName} maxLength={200} />
        <TextInputField path={['contactEmail']} label={m.contactEmail} maxLength={254} type="email" />
      </div>
    </>
  );
}
