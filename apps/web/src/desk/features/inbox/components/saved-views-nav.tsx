import { formatMessage } from '@sitedesk/shared/messages/format';
import type { SavedView } from '@sitedesk/shared/saved-views-api';
import { Bookmark, Pencil, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonSecondary } from '../../../ui/styles';
import { useToasts } from '../../../ui/toasts';
import type { InboxFilters } from '../api/list-inquiries';
import {
  createSavedView,
  deleteSavedView,
  isShowing,
  savedViewPath,
  updateSavedView,
  useSavedViews,
} from '../api/saved-views';
import { SavedViewDialog } from './saved-view-dialog';

const entryClass = 'inline-flex min-h-11 items-center gap-2 rounded-card border px-3 py-2 font-semibold';
const currentClass = 'border-petrol-800 bg-petrol-800 text-white hover:bg-petrol-700';
const otherClass = 'border-steel-400 bg-white text-petrol-900 hover:bg-steel-100';

/**
 * The member's saved views and the team's shared ones, as links to the inbox with their filters; "Save
 * view" for filters no view has, "Edit view" for the one showing when the member may keep it (decision 186).
 * Nothing at all while there is no view and no filter, so a phone's first inquiry stays high on the screen.
 */
export function SavedViewsNav({ filters }: { filters: InboxFilters }) {
  const { t } = useDeskI18n();
  const text = t.views;
  const views = useSavedViews();
  const toasts = useToasts();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  // A fresh dialog each time it opens, with the values of the view it edits.
  const [dialogKey, setDialogKey] = useState(0);
  const items = views.data?.items ?? [];
  const current = items.find((view) => isShowing(view, filters));
  const hasFilters = Object.values(filters).some((value) => value !== undefined && value !== '');
  if (items.length === 0 && !hasFilters) return null;

  const open = () => {
    setDialogKey((key) => key + 1);
    // After React rendered the fresh dialog.
    queueMicrotask(() => dialog.current?.showModal());
  };
  const editing = current?.canEdit ? current : undefined;

  return (
    <nav aria-label={text.title} className="flex flex-wrap items-center gap-2">
      <span className="font-semibold text-steel-800">{text.title}</span>
      {items.length > 0 && (
        <ul className="contents">
          {items.map((view) => (
            <li key={view.id}>
              <ViewLink view={view} isCurrent={view === current} />
            </li>
          ))}
        </ul>
      )}
      {hasFilters && !current && (
        <button type="button" className={buttonSecondary} onClick={open}>
          <Bookmark aria-hidden="true" className="size-4" />
          {text.save}
        </button>
      )}
      {editing && (
        <button type="button" className={buttonSecondary} onClick={open}>
          <Pencil aria-hidden="true" className="size-4" />
          {text.edit}
        </button>
      )}
      <SavedViewDialog
        key={dialogKey}
        dialog={dialog}
        initial={editing ? { name: editing.name, shared: editing.shared } : undefined}
        onSubmit={async ({ name, shared }) => {
          if (editing) {
            await updateSavedView(editing.id, { name, shared, query: editing.query });
            toasts.show(formatMessage(text.updated, { name: name.trim() }));
          } else {
            await createSavedView({ name, shared, query: filters });
            toasts.show(formatMessage(text.saved, { name: name.trim() }));
          }
          views.reload();
        }}
        onDelete={
          editing
            ? async () => {
                await deleteSavedView(editing.id);
                toasts.show(formatMessage(text.deleted, { name: editing.name }));
                views.reload();
                navigate('/desk');
              }
            : undefined
        }
      />
    </nav>
  );
}

function ViewLink({ view, isCurrent }: { view: SavedView; isCurrent: boolean }) {
  const { t } = useDeskI18n();
  const sharedBy =
    view.shared && view.owner && !view.canEdit ? formatMessage(t.views.sharedBy, view.owner) : undefined;
  return (
    <Link
      to={savedViewPath(view)}
      aria-current={isCurrent ? 'page' : undefined}
      title={sharedBy}
      className={`${entryClass} ${isCurrent ? currentClass : otherClass}`}
    >
      {view.shared && <Users aria-hidden="true" className="size-4" />}
      {view.name}
      {view.shared && <span className="sr-only"> ({t.views.shared})</span>}
    </Link>
  );
}
