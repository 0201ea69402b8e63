import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { EntryDetail, EntryLanguageChoiceRequest } from '@sitedesk/shared/collections-api';
import type { Locale } from '@sitedesk/shared/locales';
import { requestJson } from '../../../lib/api-client';
import { entryApiPath } from './entry-api-path';

/** PUT …/shown-in — where `locale` has no published translation: show the entry in another language, or not. */
export function chooseEntryLanguage(
  collection: CollectionId,
  id: string,
  locale: Locale,
  request: EntryLanguageChoiceRequest,
): Promise<EntryDetail> {
  return requestJson<EntryDetail>(`${entryApiPath(collection, id, locale)}/shown-in`, {
    method: 'PUT',
    json: request,
  });
}
