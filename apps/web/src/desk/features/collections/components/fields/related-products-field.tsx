import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { FieldError } from '../../../../ui/field-error';
import { FieldGroup } from '../../../../ui/field-group';
import { LoadError } from '../../../../ui/load-error';
import { Loading } from '../../../../ui/loading';
import { useEntryList } from '../../api/list-entries';
import { useEntryField, useEntryForm } from '../entry-form-context';

const maxRelated = 6;

/** Other products shown as "related products": checkboxes, at most six. */
export function RelatedProductsField() {
  const { t } = useDeskI18n();
  const { id: ownId } = useEntryForm();
  const field = useEntryField(['related']);
  const products = useEntryList('products', { locale: defaultLocale });
  const chosen: string[] = Array.isArray(field.value)
    ? field.value.filter((value): value is string => typeof value === 'string')
    : [];
  const others = (products.data?.entries ?? []).filter((entry) => entry.id !== ownId);
  const hintId = `${field.id}-hint`;

  const toggle = (productId: string, isChecked: boolean) =>
    field.set(isChecked ? [...chosen, productId] : chosen.filter((value) => value !== productId));

  return (
    <FieldGroup
      id={field.id}
      describedBy={[hintId, field.errorId].filter(Boolean).join(' ')}
      legend={t.collections.fields.related}
    >
      <p id={hintId} className="text-sm text-steel-700">
        {formatMessage(t.collections.fields.relatedHint, { max: maxRelated })}
      </p>
      {products.error && !products.data ? (
        <LoadError error={products.error} onRetry={products.reload} />
      ) : !products.data ? (
        <Loading />
      ) : others.length === 0 ? (
        <p className="text-steel-700">{t.collections.fields.noOtherProducts}</p>
      ) : (
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {others.map((product) => {
            const isChecked = chosen.includes(product.id);
            return (
              <li key={product.id}>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={isChecked}
                    disabled={!isChecked && chosen.length >= maxRelated}
                    onChange={(event) => toggle(product.id, event.target.checked)}
                  />
                  {product.title}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={field.errorId} message={field.error} />
    </FieldGroup>
  );
}
