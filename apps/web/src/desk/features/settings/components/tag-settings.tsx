import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import type { TagList } from '@sitedesk/shared/tags-api';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { TagChip } from '../../../tags/tag-chip';
import { createTag, deleteTag, updateTag, useTags } from '../../../tags/tags-store';
import { Alert } from '../../../ui/alert';
import { buttonDanger, buttonSecondary, cardClass } from '../../../ui/styles';
import { useToasts } from '../../../ui/toasts';
import { useErrorMessage } from '../../../ui/use-error-message';
import { TagForm } from './tag-form';

type Row = TagList['items'][number];

/** Owners and admins keep the desk's tags here: add, rename, recolour, delete (with how many carry it). */
export function TagSettings() {
  const { t } = useDeskI18n();
  const text = t.habits.tags;
  const tags = useTags();
  const toasts = useToasts();
  // A fresh form after each tag added.
  const [formKey, setFormKey] = useState(0);

  return (
    <section aria-labelledby="tag-settings" className={`${cardClass} space-y-4`}>
      <h2 id="tag-settings" className="text-2xl text-petrol-900">
        {text.title}
      </h2>
      <p className="text-steel-700">{text.intro}</p>
      {tags !== undefined && tags.length === 0 && <p>{text.empty}</p>}
      {tags !== undefined && tags.length > 0 && (
        <ul className="divide-y divide-steel-200">
          {tags.map((tag) => (
            <TagRow key={tag.id} tag={tag} />
          ))}
        </ul>
      )}
      <TagForm
        key={formKey}
        initial={{ name: '', color: 'blue' }}
        submitLabel={text.create}
        onSubmit={async (request) => {
          await createTag(request);
          toasts.show(formatMessage(text.created, { name: request.name.trim() }));
          setFormKey((key) => key + 1);
        }}
      />
    </section>
  );
}

function TagRow({ tag }: { tag: Row }) {
  const { t, locale } = useDeskI18n();
  const text = t.habits.tags;
  const toasts = useToasts();
  const errorMessage = useErrorMessage();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [error, setError] = useState<string>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The question appears where the button was: the keyboard goes to its answer.
  useEffect(() => {
    if (mode === 'delete') confirmRef.current?.focus();
  }, [mode]);

  if (mode === 'edit') {
    return (
      <li className="py-3">
        <TagForm
          initial={{ name: tag.name, color: tag.color }}
          submitLabel={text.save}
          onCancel={() => setMode('view')}
          onSubmit={async (request) => {
            await updateTag(tag.id, request);
            toasts.show(formatMessage(text.saved, { name: request.name.trim() }));
            setMode('view');
          }}
        />
      </li>
    );
  }
  const remove = async () => {
    try {
      await deleteTag(tag.id);
      toasts.show(formatMessage(text.deleted, { name: tag.name }));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <TagChip tag={tag} />
        <span className="ms-2 text-sm text-steel-700">{formatPlural(locale, text.count, tag.count)}</span>
      </div>
      {mode === 'delete' ? (
        <div className="flex w-full flex-wrap items-center gap-2">
          {error && <Alert tone="error">{error}</Alert>}
          <p className="w-full">{formatPlural(locale, text.confirmDelete, tag.count, { name: tag.name })}</p>
          <button ref={confirmRef} type="button" className={buttonDanger} onClick={() => void remove()}>
            {text.confirm}
          </button>
          <button type="button" className={buttonSecondary} onClick={() => setMode('view')}>
            {text.cancel}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonSecondary}
            aria-label={formatMessage(text.edit, { name: tag.name })}
            onClick={() => setMode('edit')}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={buttonSecondary}
            aria-label={formatMessage(text.delete, { name: tag.name })}
            onClick={() => setMode('delete')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}
