import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type RefObject, useId } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonDanger, buttonSecondary } from '../../../ui/styles';

type Props = {
  dialog: RefObject<HTMLDialogElement | null>;
  source: string;
  target: string;
  isBusy: boolean;
  onConfirm: () => void;
};

/** Asks before merging, naming both inquiries by reference: a merge cannot be undone (decision 179). */
export function MergeDialog({ dialog, source, target, isBusy, onConfirm }: Props) {
  const { t, locale } = useDeskI18n();
  const id = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60"
    >
      <div className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-2xl text-petrol-900">
          {t.person.mergeTitle}
        </h2>
        <p id={`${id}-text`} className="text-steel-800">
          {formatMessage(t.person.mergeConfirm, {
            source: ltrIsolateIn(locale, source),
            target: ltrIsolateIn(locale, target),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonDanger} disabled={isBusy} onClick={onConfirm}>
            {t.person.mergeAction}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {t.person.cancel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
