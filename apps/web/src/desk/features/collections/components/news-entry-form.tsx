import { newsCategories } from '@sitedesk/shared/collections/entries';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DateField } from './fields/date-field';
import { DownloadsField } from './fields/downloads-field';
import { PlacedImageFields } from './fields/placed-image-fields';
import { RichTextField } from './fields/rich-text-field';
import { SelectField } from './fields/select-field';
import { TextInputField } from './fields/text-input-field';

/** The own fields of a news entry (`newsEntrySchema`), between the title and the search-engine fields. */
export function NewsEntryForm() {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField path={['date']} label={m.date} />
        <SelectField
          path={['category']}
          label={m.category}
          options={newsCategories.map((value) => ({ value, label: t.collections.options.categories[value] }))}
        />
      </div>
      <TextInputField path={['teaser']} label={m.teaser} maxLength={300} isMultiline />
      <PlacedImageFields path={['cover']} label={m.cover} />
      <RichTextField fieldKey="body" label={m.body} />
      <DownloadsField fieldKey="downloads" />
    </>
  );
}
