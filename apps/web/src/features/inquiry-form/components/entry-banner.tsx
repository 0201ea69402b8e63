import { formatMessage } from '@sitedesk/shared/messages/format';
import { SiteIcon } from '../../../ui/site-icon';
import type { ChosenEntry } from '../lib/inquiry-entry';
import { errorId, fieldId } from '../lib/inquiry-values';
import { FieldError } from './field-frame';

export type EntryBannerTexts = { product: string; job: string; remove: string; removeContext: string };

/**
 * What the inquiry is about, above the fields, when the visitor came from a product or job page: named in
 * words, with a button to make it a plain inquiry. The button carries the entry's field id, so the error
 * summary's link for a product or job that is no longer on offer leads to it.
 */
export function EntryBanner({
  entry,
  onRemove,
  error,
  texts,
}: {
  entry: ChosenEntry;
  onRemove: () => void;
  error: string | undefined;
  texts: EntryBannerTexts;
}) {
  return (
    <div data-testid="inquiry-entry">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-sm border border-petrol-200 bg-petrol-50 px-4 py-3">
        <SiteIcon
          name={entry.collection === 'jobs' ? 'briefcase-business' : 'package'}
          className="size-6 shrink-0 text-petrol-700"
        />
        <p className="min-w-0 grow text-steel-900">
          {entry.collection === 'jobs' ? texts.job : texts.product}{' '}
          <strong className="font-bold">{entry.title}</strong>
        </p>
        <button
          type="button"
          id={fieldId('entryId')}
          onClick={onRemove}
          aria-describedby={error ? errorId('entryId') : undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-sm border border-petrol-700 bg-white px-3 py-2 font-bold text-petrol-700 hover:bg-petrol-100"
        >
          <SiteIcon name="x" className="size-5" />
          {texts.remove}
          <span className="sr-only">: {formatMessage(texts.removeContext, { title: entry.title })}</span>
        </button>
      </div>
      <FieldError field="entryId" message={error} />
    </div>
  );
}
