import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { inputClass, labelClass } from '../../../ui/styles';

export const dashboardPeriods = [7, 30, 90, 365] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

export function isDashboardPeriod(value: number): value is DashboardPeriod {
  return (dashboardPeriods as readonly number[]).includes(value);
}

/** The dashboard's period: a native select, which phones and screen readers handle as they know it. */
export function PeriodSelect({
  days,
  onChange,
}: {
  days: DashboardPeriod;
  onChange: (days: DashboardPeriod) => void;
}) {
  const { t, locale } = useDeskI18n();
  return (
    <div className="w-full sm:w-56">
      <label htmlFor="dashboard-period" className={labelClass}>
        {t.dashboard.period}
      </label>
      <select
        id="dashboard-period"
        className={inputClass}
        value={days}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (isDashboardPeriod(chosen)) onChange(chosen);
        }}
      >
        {dashboardPeriods.map((period) => (
          <option key={period} value={period}>
            {formatMessage(t.dashboard.periodDays, { days: formatNumber(period, locale) })}
          </option>
        ))}
      </select>
    </div>
  );
}
