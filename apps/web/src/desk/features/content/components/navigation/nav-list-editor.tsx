import type { NavLink, NavTarget } from '@sitedesk/shared/content/schema';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { fieldId } from '../../../../lib/document-path';
import { FieldError } from '../../../../ui/field-error';
import { FieldGroup } from '../../../../ui/field-group';
import {
  linkVisibility,
  moveRow,
  type NavListKey,
  type NavPage,
  navRows,
} from '../../model/navigation-links';
import { useContentForm, useFieldState } from '../content-form-context';
import { AddLinkForm } from './add-link-form';
import { NavLinkRow, navRowId } from './nav-link-row';
import { useTargetName } from './use-link-names';

type Props = {
  list: NavListKey;
  links: NavLink[];
  /** `undefined` while the editors' pages are loading. */
  pages: readonly NavPage[] | undefined;
  max: number;
  announce: (message: string) => void;
};

/**
 * One ordered list of links. Focus stays with the task after each change (the moved link's button, the next
 * link's Remove, the new link's text), and the change is announced, since it happens away from the reader.
 */
export function NavListEditor({ list, links, pages, max, announce }: Props) {
  const { t } = useDeskI18n();
  const m = t.content.navigation;
  const { setValue, requestFocus } = useContentForm();
  const { id, error, errorId } = useFieldState([list]);
  const targetName = useTargetName(pages ?? []);
  const rows = navRows(links, list, pages ?? []);
  const listName = m[list];
  const rowName = (target: NavTarget, index: number) =>
    formatMessage(m.link, { number: index + 1, name: targetName(target) });
  const problems: Record<string, string | undefined> = {
    visible: undefined,
    unknown: m.unknownPage,
    notPublished: m.notPublished,
    placedElsewhere: m.placedElsewhere,
  };

  const move = (from: number, to: number) => {
    const row = rows[from];
    if (!row) return;
    setValue([list], moveRow(links, rows, from, to));
    announce(
      formatMessage(m.moved, { link: targetName(row.link.target), position: to + 1, count: rows.length }),
    );
    const direction = to < from ? 'up' : 'down';
    const isAtEnd = direction === 'up' ? to === 0 : to === rows.length - 1;
    requestFocus(`${navRowId(list, to)}-${isAtEnd ? (direction === 'up' ? 'down' : 'up') : direction}`);
  };

  const remove = (index: number) => {
    const link = links[index];
    if (!link) return;
    const next = links.filter((_, position) => position !== index);
    setValue([list], next);
    announce(formatMessage(m.removed, { link: targetName(link.target) }));
    const nextRows = navRows(next, list, pages ?? []);
    // The link that took its place keeps the keyboard on Remove, so several can be removed in a row.
    const follower = Math.min(index, nextRows.length - 1);
    const followerRow = nextRows[follower];
    const button = !followerRow
      ? undefined
      : !followerRow.isAutomatic
        ? 'remove'
        : follower > 0
          ? 'up'
          : 'down';
    const canFocus = button && !(button === 'down' && nextRows.length === 1);
    requestFocus(canFocus ? `${navRowId(list, follower)}-${button}` : `navigation-${list}-add-target`);
  };

  const add = (target: NavTarget) => {
    // A placed page the list does not name yet is shown already; naming it fixes its place at the end.
    const next = [
      ...links.filter((link) => JSON.stringify(link.target) !== JSON.stringify(target)),
      { target },
    ];
    setValue([list], next);
    announce(
      formatMessage(m.added, {
        link: targetName(target),
        position: next.length,
        count: navRows(next, list, pages ?? []).length,
      }),
    );
    requestFocus(fieldId([list, next.length - 1, 'label']));
  };

  return (
    <FieldGroup id={id} describedBy={errorId} legend={listName}>
      <FieldError id={errorId} message={error} />
      {rows.length === 0 && <p className="text-steel-700">{m.empty}</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <NavLinkRow
            // Rows have no identity of their own; their fields are controlled, so positions are enough.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            list={list}
            row={row}
            index={index}
            count={rows.length}
            name={rowName(row.link.target, index)}
            targetName={targetName(row.link.target)}
            problem={
              row.isAutomatic ? undefined : problems[linkVisibility(row.link.target, list, pages ?? [])]
            }
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <AddLinkForm list={list} listName={listName} pages={pages} isFull={links.length >= max} onAdd={add} />
    </FieldGroup>
  );
}
