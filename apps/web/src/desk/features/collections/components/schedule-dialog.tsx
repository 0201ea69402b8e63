import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonPrimary, buttonSecondary, inputClass, labelClass } from '../../../ui/styles';
import { FieldError } from '../../editing/components/field-error';

type Props = {
  dialog: RefObject<HTMLDialogElement | null>;
  onSchedule: (publishAt: string) => void;
  onClose: () => void;
};

/** "Publish later": a date and a time in the editor's own time zone, sent as an instant (`publishAt`). */
export function ScheduleDialog({ dialog, onSchedule, onClose }: Props) {
  const { t } = useDeskI18n();
  const m = t.collections.schedule;
  const id = useId();
  const [error, setError] = useState<string>();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const date = String(data.get('date') ?? '');
    const time = String(data.get('time') ?? '');
    if (!date || !time) return setError(m.required);
    const at = new Date(`${date}T${time}`);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return setError(m.inPast);
    setError(undefined);
    dialog.current?.close();
    onSchedule(at.toISOString());
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-steel-900 backdrop:bg-petrol-900/60"
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-2xl text-petrol-900">
          {m.title}
        </h2>
        <p className="text-steel-800">{formatMessage(m.intro, { zone })}</p>
        <div className="flex flex-wrap gap-4">
          <div>
            <label htmlFor={`${id}-date`} className={labelClass}>
              {m.date}
            </label>
            <input
              id={`${id}-date`}
              name="date"
              type="date"
              className={inputClass}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor={`${id}-time`} className={labelClass}>
              {m.time}
            </label>
            <input
              id={`${id}-time`}
              name="time"
              type="time"
              className={inputClass}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
            />
          </div>
        </div>
        <FieldError id={error ? `${id}-error` : undefined} message={error} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonPrimary}>
            {m.submit}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {m.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
