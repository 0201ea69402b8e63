import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonPrimary, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { addNote } from '../api/add-note';
import { SectionCard } from './section-card';

type Props = { detail: InquiryDetail; canAdd: boolean; onAdded: () => void };

export function NotesPanel({ detail, canAdd, onAdded }: Props) {
  const { t, locale } = useDeskI18n();
  const id = useId();
  const errorMessage = useErrorMessage();
  const [body, setBody] = useState('');
  const action = useAction(addNote);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    if ((await action.run(detail.id, body)).ok) {
      setBody('');
      onAdded();
    }
  };

  return (
    <SectionCard id="inquiry-notes" title={t.inquiry.notes}>
      {detail.notes.length === 0 ? (
        <p className="text-steel-700">{t.inquiry.noNotes}</p>
      ) : (
        <ol className="space-y-3">
          {detail.notes.map((note) => (
            <li key={note.id} className="rounded-card border border-steel-200 bg-steel-50 p-3">
              <p className="text-sm text-steel-700">
                <span className="font-semibold text-steel-900">
                  {note.author?.name ?? t.inquiry.unknownActor}
                </span>
                {' · '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, locale)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      {canAdd && (
        <form onSubmit={submit} className="mt-4 space-y-2">
          {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
          <label htmlFor={`${id}-note`} className={labelClass}>
            {t.inquiry.noteLabel}
          </label>
          <textarea
            id={`${id}-note`}
            className={`${inputClass} min-h-24`}
            maxLength={5000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          <button type="submit" className={buttonPrimary} disabled={action.isPending || !body.trim()}>
            {t.inquiry.saveNote}
          </button>
        </form>
      )}
    </SectionCard>
  );
}
