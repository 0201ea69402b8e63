import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { FieldError } from '../../../ui/field-error';
import { buttonPrimary, buttonSecondary, cardClass, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { saveAway, useAway } from '../api/routing';

/** `2026-12-01T09:00` for a `datetime-local` input, in the browser's time zone. */
const localInputValue = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The member marks themself away until a moment (teams skip them), or back. On the preferences page. */
export function AwayForm() {
  const { t, locale } = useDeskI18n();
  const texts = t.routing.away;
  const id = useId();
  const errorMessage = useErrorMessage();
  const away = useAway();
  const [until, setUntil] = useState('');
  const [problem, setProblem] = useState<string>();
  const action = useAction(saveAway);
  const current = away.data?.awayUntil ?? null;
  const isAway = current !== null && new Date(current).getTime() > Date.now();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const moment = new Date(until);
    if (until === '' || Number.isNaN(moment.getTime()) || moment.getTime() <= Date.now()) {
      setProblem(texts.invalid);
      return;
    }
    setProblem(undefined);
    if ((await action.run(moment.toISOString())).ok) away.reload();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="mb-2 text-2xl text-petrol-900">
        {texts.title}
      </h2>
      <p className="mb-3 text-steel-700">{texts.intro}</p>
      <p role="status" aria-live="polite" className="mb-3 font-semibold text-petrol-900">
        {away.data === undefined
          ? ''
          : isAway && current
            ? formatMessage(texts.status, { time: formatDateTime(current, locale) })
            : texts.present}
      </p>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-until`} className={labelClass}>
            {texts.until}
          </label>
          <input
            id={`${id}-until`}
            type="datetime-local"
            className={inputClass}
            value={until || (isAway && current ? localInputValue(current) : '')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-until-error` : undefined}
            onChange={(event) => setUntil(event.target.value)}
          />
          <FieldError id={`${id}-until-error`} message={problem} />
        </div>
        <button type="submit" className={buttonPrimary} aria-disabled={action.isPending}>
          {texts.save}
        </button>
        {isAway && (
          <button
            type="button"
            className={buttonSecondary}
            onClick={async () => {
              if ((await action.run(null)).ok) {
                setUntil('');
                away.reload();
              }
            }}
          >
            {texts.clear}
          </button>
        )}
      </form>
    </section>
  );
}
