import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { SelectField } from '../../../ui/select-field';

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
    <SelectField
      id="dashboard-period"
      label={t.dashboard.period}
      value={days}
      onValueChange={(value) => {
        const chosen = Number(value);
        if (isDashboardPeriod(chosen)) onChange(chosen);
      }}
      className="w-full sm:w-56"
    >
      {dashboardPeriods.map((period) => (
        <option key={period} value={period}>
          {formatMessage(t.dashboard.periodDays, { days: formatNumber(period, locale) })}
        </option>
      ))}
    </SelectField>
  );
}
