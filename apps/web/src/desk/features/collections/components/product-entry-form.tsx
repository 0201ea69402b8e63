import { iconNames } from '@sitedesk/shared/content/schema';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DownloadsField } from './fields/downloads-field';
import { NumberInputField } from './fields/number-input-field';
import { PlacedImageFields } from './fields/placed-image-fields';
import { RelatedProductsField } from './fields/related-products-field';
import { RepeatableField } from './fields/repeatable-field';
import { RichTextField } from './fields/rich-text-field';
import { SelectField } from './fields/select-field';
import { SpecsTableField } from './fields/specs-table-field';
import { TextInputField } from './fields/text-input-field';

/** `heat-recovery` → "Heat recovery": icon names are the lucide set's, shown as words. */
const iconLabel = (name: string) => {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The own fields of a product line (`productEntrySchema`), between the title and the search-engine fields. */
export function ProductEntryForm() {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          path={['icon']}
          label={m.icon}
          options={iconNames.map((value) => ({ value, label: iconLabel(value) }))}
        />
        <NumberInputField path={['position']} label={m.position} min={0} max={1000} />
      </div>
      <TextInputField path={['summary']} label={m.summary} maxLength={300} isMultiline />
      <RichTextField fieldKey="description" label={m.description} />
      <RepeatableField
        path={['images']}
        label={m.images}
        itemName={(index) => formatMessage(m.image, { number: index + 1 })}
        newItemName={formatMessage(m.image, { number: '' }).trim()}
        max={12}
        newItem={() => ({})}
      >
        {(index, name) => <PlacedImageFields path={['images', index]} label={name} />}
      </RepeatableField>
      <SpecsTableField />
      <DownloadsField fieldKey="dataSheets" />
      <RelatedProductsField />
    </>
  );
}
