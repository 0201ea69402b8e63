import { useDeskI18n } from '../../../../app/desk-i18n';
import { TextInputField } from './text-input-field';

/** The search engines' title and description; blank means the entry's own title and teaser. */
export function SeoFields() {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  return (
    <fieldset className="space-y-4 rounded-card border border-steel-300 p-3 sm:p-4">
      <legend className="px-1 font-display text-xl text-petrol-900">{m.seo}</legend>
      <TextInputField path={['seoTitle']} label={m.seoTitle} maxLength={160} isOptional />
      <TextInputField
        path={['seoDescription']}
        label={m.seoDescription}
        maxLength={170}
        isOptional
        isMultiline
      />
    </fieldset>
  );
}
