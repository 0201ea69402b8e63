import { useDeskI18n } from '../../../app/desk-i18n';
import { countryName } from '../../../lib/format';
import { BarList } from './bar-list';

export function CountryBars({ byCountry }: { byCountry: { country: string; count: number }[] }) {
  const { t, locale } = useDeskI18n();
  return (
    <BarList
      id="by-country"
      title={t.dashboard.byCountry}
      rows={byCountry.map((row) => ({
        key: row.country,
        label: countryName(row.country, locale),
        count: row.count,
      }))}
    />
  );
}
