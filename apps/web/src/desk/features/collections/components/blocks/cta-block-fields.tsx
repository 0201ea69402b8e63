import { pageIds } from '@sitedesk/shared/routes';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { FieldError } from '../../../../ui/field-error';
import { useEntryField } from '../entry-form-context';
import { SelectField } from '../fields/select-field';
import { TextInputField } from '../fields/text-input-field';
import { BlockTitleAndTextFields } from './text-block-fields';

const targetKinds = ['page', 'url'] as const;

/** A call to action: a title, a text and a button that leads to a page of the site or any safe address. */
export function CtaBlockFields({ index }: { index: number }) {
  const { t } = useDeskI18n();
  const m = t.collections.blocks;
  const targetPath = ['blocks', index, 'target'];
  const target = useEntryField(targetPath);
  const kind = useEntryField([...targetPath, 'kind']);
  const pageNames: Record<string, string> = t.content.labels;
  return (
    <>
      <BlockTitleAndTextFields index={index} textMaxLength={600} isTextOptional />
      <TextInputField path={['blocks', index, 'label']} label={m.buttonLabel} maxLength={60} />
      <fieldset
        id={target.id}
        tabIndex={-1}
        aria-describedby={target.errorId}
        className="space-y-3 rounded-card border border-steel-300 p-3"
      >
        <legend className="px-1 font-semibold text-steel-800">{m.target}</legend>
        <div className="flex flex-wrap gap-x-6">
          {targetKinds.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={kind.id}
                value={value}
                checked={kind.value === value}
                // The other kind's target starts fresh, so no half of the old one is kept.
                onChange={() =>
                  target.set(value === 'page' ? { kind: value, page: 'contact' } : { kind: value, href: '' })
                }
                className="size-5 accent-petrol-700"
              />
              {m.targetKinds[value]}
            </label>
          ))}
        </div>
        <FieldError id={target.errorId} message={target.error} />
        {kind.value === 'url' ? (
          <TextInputField
            path={[...targetPath, 'href']}
            label={m.targetUrl}
            hint={m.targetUrlHint}
            maxLength={2000}
          />
        ) : (
          <SelectField
            path={[...targetPath, 'page']}
            label={m.targetPage}
            options={pageIds.map((page) => ({ value: page, label: pageNames[page] ?? page }))}
          />
        )}
      </fieldset>
    </>
  );
}
