import { localeTags } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowDown, ArrowUp, Info, Trash2 } from 'lucide-react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { fieldId } from '../../../../lib/document-path';
import { FieldError } from '../../../../ui/field-error';
import { inputClass, labelClass } from '../../../../ui/styles';
import type { NavListKey, NavRow } from '../../model/navigation-links';
import { useContentForm, useFieldState } from '../content-form-context';

type Props = {
  list: NavListKey;
  row: NavRow;
  index: number;
  count: number;
  /** "Link 2: News", the row's name in its buttons' accessible names. */
  name: string;
  /** The target's own name, which a blank label shows. */
  targetName: string;
  /** Why the site would not show it, if it would not. */
  problem: string | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
};

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-card border border-steel-400 bg-white text-petrol-900 hover:bg-steel-100 disabled:cursor-not-allowed disabled:opacity-40';

export const navRowId = (list: NavListKey, index: number) => `${fieldId([list])}-entry-${index}`;

/** One link: its name, its optional own text, and the buttons that move or remove it. */
export function NavLinkRow({ list, row, index, count, name, targetName, problem, onMove, onRemove }: Props) {
  const { t } = useDeskI18n();
  const m = t.content.navigation;
  const { setValue, locale } = useContentForm();
  const labelPath = [list, index, 'label'];
  const { id, error, errorId } = useFieldState(labelPath);
  const rowId = navRowId(list, index);
  const hintId = `${id}-hint`;
  const noteId = `${rowId}-note`;
  const note = row.isAutomatic ? m.automatic : problem;
  return (
    <li id={rowId} className="space-y-2 rounded-card border border-steel-300 bg-steel-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="me-auto font-semibold text-petrol-900">{name}</span>
        <button
          id={`${rowId}-up`}
          type="button"
          className={iconButton}
          disabled={index === 0}
          aria-label={formatMessage(m.moveUp, { link: targetName })}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </button>
        <button
          id={`${rowId}-down`}
          type="button"
          className={iconButton}
          disabled={index === count - 1}
          aria-label={formatMessage(m.moveDown, { link: targetName })}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
        </button>
        {!row.isAutomatic && (
          <button
            id={`${rowId}-remove`}
            type="button"
            className={iconButton}
            aria-label={formatMessage(m.remove, { link: targetName })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      {note && (
        <p id={noteId} className="flex items-start gap-1 text-sm text-steel-800">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {note}
        </p>
      )}
      {!row.isAutomatic && (
        <div>
          <label htmlFor={id} className={labelClass}>
            {m.label}
            <span className="sr-only"> ({name})</span>
          </label>
          <p id={hintId} className="mb-1 text-sm text-steel-700">
            {formatMessage(m.labelHint, { name: targetName })}
          </p>
          <input
            id={id}
            className={`${inputClass} max-w-md`}
            value={row.link.label ?? ''}
            placeholder={targetName}
            maxLength={40}
            autoComplete="off"
            lang={localeTags[locale].hreflang}
            dir="auto"
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, note ? noteId : undefined, errorId].filter(Boolean).join(' ')}
            onChange={(event) =>
              setValue(labelPath, event.target.value === '' ? undefined : event.target.value)
            }
          />
          <FieldError id={errorId} message={error} />
        </div>
      )}
    </li>
  );
}
