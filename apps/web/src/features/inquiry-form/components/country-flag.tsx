import { flagPath } from '../lib/flag-path';

/**
 * A country's flag beside its name: decoration (empty `alt`), 24 × 16 px, fetched only when its row is on
 * screen. The hairline keeps white flags (Japan, Cyprus) visible on the white list.
 */
export function CountryFlag({ code, className = '' }: { code: string; className?: string }) {
  return (
    <img
      src={flagPath(code)}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
      className={`h-4 w-6 rounded-[1px] object-cover ring-1 ring-steel-300 ${className}`}
    />
  );
}
