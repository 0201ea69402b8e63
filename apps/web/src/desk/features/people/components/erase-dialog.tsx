import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Field } from '../../../ui/field';
import { buttonDanger, buttonSecondary } from '../../../ui/styles';

type Props = {
  dialog: RefObject<HTMLDialogElement | null>;
  email: string;
  isBusy: boolean;
  onConfirm: () => void;
};

/** Erasure cannot be undone: the member types the address before the button erases (decision 185). */
export function EraseDialog({ dialog, email, isBusy, onConfirm }: Props) {
  const { t, locale } = useDeskI18n();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [isMismatch, setIsMismatch] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();
    setIsMismatch(!matches);
    if (matches) onConfirm();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => {
        setTyped('');
        setIsMismatch(false);
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60"
    >
      <form className="space-y-4 p-5" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="text-2xl break-words text-petrol-900">
          {formatMessage(t.people.eraseTitle, { email: ltrIsolateIn(locale, email) })}
        </h2>
        <p id={`${id}-text`} className="text-steel-800">
          {t.people.eraseText}
        </p>
        <Field
          label={t.people.eraseConfirmLabel}
          type="email"
          dir="ltr"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          {...(isMismatch ? { error: t.people.eraseMismatch } : {})}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonDanger} disabled={isBusy}>
            {t.people.eraseAction}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {t.people.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
