import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { getAt, moveItem } from '../../../../lib/document-path';
import { FieldError } from '../../../../ui/field-error';
import { buttonSecondary, inputClass } from '../../../../ui/styles';
import { entryFieldId, useEntryField, useEntryForm } from '../entry-form-context';

const columns = ['label', 'value', 'unit'] as const;
const maxRows = 30;
const iconButton =
  'inline-flex size-11 items-center justify-center rounded-card border border-steel-400 bg-white text-petrol-900 hover:bg-steel-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A product's key specifications as the table they become: one row per figure (label, value, unit), rows
 * added, removed and reordered with buttons that name their row. In a translation the default language's
 * texts are the placeholders.
 */
export function SpecsTableField() {
  const { t } = useDeskI18n();
  const m = t.collections.fields;
  const form = useEntryForm();
  const field = useEntryField(['specs']);
  const rows: unknown[] = Array.isArray(field.value) ? field.value : [];
  const [focusTarget, setFocusTarget] = useState<string>();
  const cellId = (row: number, column: (typeof columns)[number]) => entryFieldId(['specs', row, column]);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const rowName = (index: number) => formatMessage(m.spec, { number: index + 1 });
  const move = (from: number, to: number) => {
    field.set(moveItem(rows, from, to));
    const isEdge = to === 0 || to === rows.length - 1;
    const direction = to < from ? 'up' : 'down';
    setFocusTarget(`${field.id}-${to}-${isEdge ? (direction === 'up' ? 'down' : 'up') : direction}`);
  };
  const remove = (index: number) => {
    field.set(rows.filter((_, position) => position !== index));
    const remaining = rows.length - 1;
    setFocusTarget(
      remaining === 0 ? `${field.id}-add` : `${field.id}-${Math.min(index, remaining - 1)}-remove`,
    );
  };
  const add = () => {
    field.set([...rows, { label: '', value: '' }]);
    setFocusTarget(cellId(rows.length, 'label'));
  };
  const headers = { label: m.specLabel, value: m.specValue, unit: m.specUnit };

  return (
    <fieldset id={field.id} tabIndex={-1} className="rounded-card border border-steel-300 p-3 sm:p-4">
      <legend className="px-1 font-display text-xl text-petrol-900">{m.specs}</legend>
      <FieldError id={field.errorId} message={field.error} />
      {rows.length === 0 ? (
        <p className="text-steel-700">{m.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse">
            <caption className="sr-only">{m.specsCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="p-1 text-left">
                  <span className="sr-only">#</span>
                </th>
                {columns.map((column) => (
                  <th key={column} scope="col" className="p-1 text-left">
                    {headers[column]}
                  </th>
                ))}
                <td />
              </tr>
            </thead>
            <tbody>
              {rows.map((_, index) => (
                // Rows have no identity of their own; their inputs are controlled, so positions are enough.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={index} className="align-top">
                  <th scope="row" className="p-1 text-left font-normal whitespace-nowrap">
                    {rowName(index)}
                  </th>
                  {columns.map((column) => {
                    const path = ['specs', index, column];
                    const key = path.join('.');
                    const error = form.errors[key];
                    const value = getAt(form.document, path);
                    const placeholder = getAt(form.fallback, path);
                    return (
                      <td key={column} className="p-1">
                        <input
                          id={cellId(index, column)}
                          className={`${inputClass} min-w-28`}
                          aria-label={`${headers[column]} (${rowName(index)})`}
                          value={typeof value === 'string' ? value : ''}
                          placeholder={typeof placeholder === 'string' ? placeholder : undefined}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${cellId(index, column)}-error` : undefined}
                          onChange={(event) =>
                            form.setValue(
                              path,
                              event.target.value === '' && column === 'unit' ? undefined : event.target.value,
                            )
                          }
                        />
                        <FieldError
                          id={error ? `${cellId(index, column)}-error` : undefined}
                          message={error}
                        />
                      </td>
                    );
                  })}
                  <td className="p-1">
                    <div className="flex gap-1">
                      <button
                        id={`${field.id}-${index}-up`}
                        type="button"
                        className={iconButton}
                        disabled={index === 0}
                        aria-label={formatMessage(m.moveUp, { item: rowName(index) })}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUp aria-hidden="true" className="size-5" />
                      </button>
                      <button
                        id={`${field.id}-${index}-down`}
                        type="button"
                        className={iconButton}
                        disabled={index === rows.length - 1}
                        aria-label={formatMessage(m.moveDown, { item: rowName(index) })}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDown aria-hidden="true" className="size-5" />
                      </button>
                      <button
                        id={`${field.id}-${index}-remove`}
                        type="button"
                        className={iconButton}
                        aria-label={formatMessage(m.remove, { item: rowName(index) })}
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden="true" className="size-5" />
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length < maxRows && (
        <button id={`${field.id}-add`} type="button" className={`${buttonSecondary} mt-3`} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {formatMessage(m.add, { item: formatMessage(m.spec, { number: '' }).trim() })}
        </button>
      )}
    </fieldset>
  );
}
