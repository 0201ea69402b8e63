import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { FormDialog } from '../../../ui/form-dialog';
import { buttonPrimary, inputClass, labelClass } from '../../../ui/styles';

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
    <FormDialog
      dialog={dialog}
      id={id}
      title={m.title}
      intro={formatMessage(m.intro, { zone })}
      widthRem={32}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      submit={
        <button type="submit" className={buttonPrimary}>
          {m.submit}
        </button>
      }
      cancel={m.cancel}
    >
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
    </FormDialog>
  );
}
