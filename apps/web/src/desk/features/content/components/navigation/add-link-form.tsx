import type { NavTarget } from '@sitedesk/shared/content/schema';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { pageIds } from '@sitedesk/shared/routes';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { buttonSecondary, inputClass, labelClass } from '../../../../ui/styles';
import { type NavListKey, type NavPage, targetOfKey } from '../../model/navigation-links';

type Props = {
  list: NavListKey;
  listName: string;
  pages: readonly NavPage[] | undefined;
  isFull: boolean;
  onAdd: (target: NavTarget) => void;
};

/** "Add a link": a fixed page, News, Careers or one of the editors' live pages, then "Add link". */
export function AddLinkForm({ list, listName, pages, isFull, onAdd }: Props) {
  const { t } = useDeskI18n();
  const m = t.content.navigation;
  const pageNames: Record<string, string> = t.content.labels;
  const [choice, setChoice] = useState(`page:${pageIds[0]}`);
  const selectId = `navigation-${list}-add-target`;
  const livePages = (pages ?? []).filter((page) => page.isPublished);

  if (isFull) return <p className="mt-4 text-steel-700">{m.full}</p>;
  return (
    <fieldset className="mt-4 rounded-card bg-steel-50 p-3">
      <legend className="px-1 font-semibold text-steel-800">
        {formatMessage(m.addTitle, { list: listName })}
      </legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <label htmlFor={selectId} className={labelClass}>
            {m.target}
          </label>
          <select
            id={selectId}
            className={inputClass}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <optgroup label={m.groups.pages}>
              {pageIds.map((page) => (
                <option key={page} value={`page:${page}`}>
                  {pageNames[page] ?? page}
                </option>
              ))}
            </optgroup>
            <optgroup label={m.groups.collections}>
              {(['news', 'careers'] as const).map((collection) => (
                <option key={collection} value={`collection:${collection}`}>
                  {m.collections[collection]}
                </option>
              ))}
            </optgroup>
            {livePages.length > 0 && (
              <optgroup label={m.groups.entries}>
                {livePages.map((page) => (
                  <option key={page.id} value={`entry:${page.id}`}>
                    {page.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
        <button
          id={`navigation-${list}-add`}
          type="button"
          className={buttonSecondary}
          onClick={() => {
            const target = targetOfKey(choice);
            if (target) onAdd(target);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {m.add}
        </button>
      </div>
      {pages === undefined && <p className="mt-2 text-sm text-steel-700">{m.loadingPages}</p>}
    </fieldset>
  );
}
