import type { Tag, TagColor } from '@sitedesk/shared/tags-api';
import { useEffect } from 'react';
import { useDeskI18n } from '../app/desk-i18n';
import { reloadTags, useTags } from './tags-store';

/**
 * The palette's classes: dark text on a light tint (every pair above 7:1, WCAG AAA even) with a border of
 * the hue (above 3:1 against white), which also keeps the chip's outline in forced-colours mode.
 */
export const tagColorClasses: Record<TagColor, string> = {
  gray: 'border-gray-600 bg-gray-100 text-gray-900',
  red: 'border-red-700 bg-red-100 text-red-900',
  amber: 'border-amber-700 bg-amber-100 text-amber-950',
  green: 'border-green-700 bg-green-100 text-green-900',
  teal: 'border-teal-700 bg-teal-100 text-teal-900',
  blue: 'border-blue-700 bg-blue-100 text-blue-900',
  violet: 'border-violet-700 bg-violet-100 text-violet-900',
  pink: 'border-pink-700 bg-pink-100 text-pink-900',
};

export const tagChipClass =
  'inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-sm';

export function TagChip({ tag }: { tag: Pick<Tag, 'name' | 'color'> }) {
  return (
    <span data-testid="tag-chip" className={`${tagChipClass} ${tagColorClasses[tag.color]}`}>
      <span className="truncate">{tag.name}</span>
    </span>
  );
}

/** An inquiry's tags by name, as a list (screen readers hear how many); nothing when it has none. */
export function TagChips({ ids }: { ids: readonly string[] }) {
  const { t } = useDeskI18n();
  const tags = useTags();
  const known = (tags ?? []).filter((tag) => ids.includes(tag.id));
  const isMissingOne = tags !== undefined && known.length < ids.length;
  // A tag created at another desk since this one loaded the list.
  useEffect(() => {
    if (isMissingOne) void reloadTags();
  }, [isMissingOne]);
  if (known.length === 0) return null;
  return (
    <ul aria-label={t.habits.tags.chips} className="mt-1 flex flex-wrap gap-1">
      {known.map((tag) => (
        <li key={tag.id} className="max-w-full">
          <TagChip tag={tag} />
        </li>
      ))}
    </ul>
  );
}
