import { useDeskI18n } from '../../../app/desk-i18n';
import type { MediaKind } from '../../../media-picker/list-media';

export type MediaKindFilterValue = MediaKind | 'all';
const options: MediaKindFilterValue[] = ['all', 'image', 'document'];

/** Radio buttons rather than a select: three choices are quicker to see and to change. */
export function MediaKindFilter({
  value,
  onChange,
}: {
  value: MediaKindFilterValue;
  onChange: (value: MediaKindFilterValue) => void;
}) {
  const { t } = useDeskI18n();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <legend className="float-start me-2 font-semibold text-steel-800">{t.media.filter.legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="radio"
            name="media-kind"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-5 accent-petrol-700"
          />
          {t.media.filter[option]}
        </label>
      ))}
    </fieldset>
  );
}
