import { isSafeHref } from '@sitedesk/shared/collections/rich-text';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDeskI18n } from '../../../app/desk-i18n';
import { FieldError } from '../../../ui/field-error';
import { buttonDanger, buttonPrimary, buttonSecondary, inputClass, labelClass } from '../../../ui/styles';

/** One opening of the dialog: `serial` grows with each, so the field starts afresh every time. */
export type LinkRequest = {
  serial: number;
  /** The link under the cursor; it fills the field and offers "Remove link". */
  currentHref: string | undefined;
};

type Props = {
  request: LinkRequest | undefined;
  onInsert: (href: string) => void;
  onRemove: () => void;
  /** Called however the dialog closes (Cancel, Escape, after Insert/Remove): the editor takes focus back. */
  onClose: () => void;
};

/**
 * Asks for a link's address (Ctrl/Cmd+K or the toolbar's Link button). A modal `<dialog>` rather than
 * `window.prompt`: the field is labelled, an address the site would refuse is explained next to it before
 * anything changes, and Escape or Cancel leaves the text as it was.
 */
export function LinkDialog({ request, onInsert, onRemove, onClose }: Props) {
  const { t } = useDeskI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const currentHref = request?.currentHref;
  const m = t.collections.richText;
  const id = useId();
  const [error, setError] = useState<string>();
  const errorId = error ? `${id}-error` : undefined;

  // Opened after the render that made the fresh form, so the dialog's initial focus lands on its field.
  useEffect(() => {
    if (request && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles a portal's events through the component tree: the entry's own form must not see this.
    event.stopPropagation();
    const href = String(new FormData(event.currentTarget).get('href') ?? '').trim();
    if (href === '') return setError(m.linkRequired);
    if (!isSafeHref(href)) return setError(m.linkInvalid);
    setError(undefined);
    // Closed first: while the modal is open the editor is inert and cannot take focus back.
    dialog.current?.close();
    onInsert(href);
  };

  // The editor sits inside the entry's form, and a form may not hold another: the dialog lives in <body>.
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        setError(undefined);
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60"
    >
      <form key={request?.serial} onSubmit={submit} noValidate className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-2xl text-petrol-900">
          {currentHref ? m.linkEditTitle : m.linkTitle}
        </h2>
        <div>
          <label htmlFor={`${id}-href`} className={labelClass}>
            {m.linkAddress}
          </label>
          <p id={`${id}-hint`} className="mb-1 text-sm text-steel-700">
            {m.linkHint}
          </p>
          <input
            id={`${id}-href`}
            name="href"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            defaultValue={currentHref ?? ''}
            className={inputClass}
            aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={() => setError(undefined)}
          />
          <FieldError id={errorId} message={error} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonPrimary}>
            {currentHref ? m.linkUpdate : m.linkInsert}
          </button>
          {currentHref && (
            <button
              type="button"
              className={buttonDanger}
              onClick={() => {
                dialog.current?.close();
                onRemove();
              }}
            >
              {m.linkRemove}
            </button>
          )}
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {m.linkCancel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
