import { contentEntryLanguageChoices } from '@sitedesk/db/content-schema';
import type { EntryDetail, EntryLanguageChoiceRequest } from '@sitedesk/shared/collections-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
import { type EntryTarget, type EntryWriteDeps, entryDetail, loadEntryRows, rowIn } from './entry-writes';

/**
 * Chooses what a language without its own published text shows: the entry in `shownIn` (a language it is
 * published in, so the choice shows at once) or nothing. The choice is live at once, like a publish.
 */
export async function chooseEntryLanguage(
  deps: EntryWriteDeps,
  staff: Staff,
  target: EntryTarget,
  request: EntryLanguageChoiceRequest,
): Promise<EntryDetail> {
  const invalid = (field: string, code: string) =>
    new AppError('validation_failed', { fields: { [field]: { code } }, locale: target.messageLocale });
  if (target.locale === defaultLocale) throw invalid('locale', 'default_language_required');
  const rows = await loadEntryRows(deps.db, target.collection, target.id);
  const { shownIn } = request;
  if (shownIn === null) {
    await deps.db
      .delete(contentEntryLanguageChoices)
      .where(
        and(
          eq(contentEntryLanguageChoices.entryId, target.id),
          eq(contentEntryLanguageChoices.locale, target.locale),
        ),
      );
  } else {
    const isLive = (locale: Locale) => rowIn(rows, locale).published !== null;
    if (shownIn === target.locale || !isLive(shownIn) || !isLive(defaultLocale)) {
      throw invalid('shownIn', 'invalid_value');
    }
    const choice = { shownIn, chosenBy: staff.userId, chosenAt: deps.now() };
    await deps.db
      .insert(contentEntryLanguageChoices)
      .values({ entryId: target.id, locale: target.locale, ...choice })
      .onConflictDoUpdate({
        target: [contentEntryLanguageChoices.entryId, contentEntryLanguageChoices.locale],
        set: choice,
      });
  }
  await deps.onPublished();
  return entryDetail(deps.db, target);
}
