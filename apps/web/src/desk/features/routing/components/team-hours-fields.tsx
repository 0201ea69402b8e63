import { weekdays } from '@sitedesk/shared/business-hours';
import { useDeskI18n } from '../../../app/desk-i18n';
import { inputClass } from '../../../ui/styles';
import type { TeamDraft } from './team-form-state';

type Props = {
  idPrefix: string;
  hours: TeamDraft['hours'];
  error: string | undefined;
  onChange: (hours: TeamDraft['hours']) => void;
};

/** Opening and closing time per weekday; an empty day is a day off. */
export function TeamHoursFields({ idPrefix, hours, error, onChange }: Props) {
  const { t } = useDeskI18n();
  const texts = t.routing.teams;
  return (
    <fieldset
      className="rounded-card border border-steel-200 p-3"
      aria-describedby={`${idPrefix}-hours-hint${error ? ` ${idPrefix}-hours-error` : ''}`}
    >
      <legend className="px-1 font-semibold text-steel-800">{texts.hours}</legend>
      <p id={`${idPrefix}-hours-hint`} className="mb-2 text-sm text-steel-600">
        {texts.hoursHint}
      </p>
      {error && (
        <p id={`${idPrefix}-hours-error`} className="mb-2 text-sm font-semibold text-signal-800">
          {error}
        </p>
      )}
      <div className="space-y-2">
        {weekdays.map((day) => (
          <div key={day} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[10rem_1fr_1fr]">
            <span className="col-span-2 font-semibold sm:col-span-1 sm:pb-3">{texts.days[day]}</span>
            {(['opens', 'closes'] as const).map((edge) => (
              <div key={edge}>
                <label htmlFor={`${idPrefix}-hours-${day}-${edge}`} className="block text-sm text-steel-800">
                  {`${texts[edge]} (${texts.days[day]})`}
                </label>
                <input
                  id={`${idPrefix}-hours-${day}-${edge}`}
                  type="time"
                  className={inputClass}
                  value={hours[day][edge]}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) =>
                    onChange({ ...hours, [day]: { ...hours[day], [edge]: event.target.value } })
                  }
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
