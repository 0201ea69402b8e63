import type { Database } from '@sitedesk/db/client';
import { type DeskLocale, defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { isCorrectableText, overridableCatalogs } from '@sitedesk/shared/messages/overridable-catalogs';
import {
  applyOverrides,
  flattenCatalog,
  type TextProblem,
  type TextValue,
  textAt,
  textProblems,
} from '@sitedesk/shared/messages/text-overrides';
import { can } from '@sitedesk/shared/permissions';
import {
  type PublishSiteTextsResult,
  type SiteText,
  type SiteTextCatalog,
  type SiteTextSearchQuery,
  type SiteTextsPage,
  siteTextCatalogs,
} from '@sitedesk/shared/site-texts-api';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
import {
  publishSiteTextDrafts,
  type SiteTextRow,
  selectPublishedOverrides,
  selectSiteTextRows,
  upsertSiteTextDraft,
} from './site-texts-repository';

export type SiteTextsService = ReturnType<typeof createSiteTextsService>;

/** What one search answers at most: the editor narrows the search rather than scrolls through hundreds. */
const pageLimit = 50;

/** The address of one text in one language. */
export type SiteTextTarget = { locale: Locale; catalog: SiteTextCatalog; key: string };

/** A catalog as the pages read it: the shipped one's type. */
type CatalogOf<Name extends SiteTextCatalog> = (typeof overridableCatalogs)[Name][Locale];

const textOf = (value: TextValue): string =>
  typeof value === 'string' ? value : Object.values(value).join(' ');

/** The API's 422 for a correction that breaks its text, each problem in the desk's language. */
function problemsError(problems: TextProblem[], messageLocale: DeskLocale): AppError {
  const words = deskMessageCatalogs[messageLocale].siteTexts.errors;
  const fields: Record<string, { code: string; message: string }> = {};
  for (const problem of problems) {
    if (problem.code === 'placeholders_changed') {
      const expected = problem.expected.join(' ') || '–';
      fields[problem.form ? `value.${problem.form}` : 'value'] = {
        code: problem.code,
        message: formatMessage(words.placeholdersChanged, { placeholders: expected }),
      };
    } else if (problem.code === 'plural_forms_changed') {
      fields.value = {
        code: problem.code,
        message: formatMessage(words.pluralFormsChanged, { forms: problem.expected.join(', ') }),
      };
    } else {
      fields.value = { code: problem.code, message: words.wrongShape };
    }
  }
  return new AppError('validation_failed', { fields, locale: messageLocale });
}

/**
 * An editor's corrections of the shipped texts of the visitor's side (decision 206): search, correct, reset
 * to the shipped text, publish per language. A publish renders the pages again here and tells the other
 * instances, as a content publish does; pages rendered per request read the live corrections each time.
 */
export function createSiteTextsService(deps: {
  db: Database;
  /** Renders the pages with the new texts and tells the other instances; resolves when they are live. */
  onPublished: () => Promise<void>;
}) {
  const { db } = deps;

  function shippedOf(target: SiteTextTarget): TextValue {
    const shipped = isCorrectableText(target.catalog, target.key)
      ? textAt(overridableCatalogs[target.catalog][target.locale], target.key)
      : undefined;
    if (shipped === undefined) throw new AppError('not_found', { locale: target.locale });
    return shipped;
  }

  function toSiteText(
    catalog: SiteTextCatalog,
    key: string,
    shipped: TextValue,
    row: SiteTextRow | undefined,
  ): SiteText {
    const draft = row?.draft ?? null;
    const published = row?.published ?? null;
    return {
      catalog,
      key,
      english: textAt(overridableCatalogs[catalog][defaultLocale], key) ?? shipped,
      shipped,
      draft,
      published,
      isPending: row !== undefined && JSON.stringify(draft) !== JSON.stringify(published),
      draftUpdatedAt: row?.draftUpdatedAt?.toISOString() ?? null,
      draftUpdatedByName: row?.draftUpdatedByName ?? null,
      publishedAt: row?.publishedAt?.toISOString() ?? null,
      publishedByName: row?.publishedByName ?? null,
    };
  }

  async function search(locale: Locale, query: SiteTextSearchQuery): Promise<SiteTextsPage> {
    const rows = await selectSiteTextRows(db, locale);
    const rowOf = new Map(rows.map((row) => [`${row.catalog}/${row.keyPath}`, row]));
    const needle = query.q?.toLocaleLowerCase() ?? '';
    const catalogs = query.catalog ? [query.catalog] : siteTextCatalogs;
    const matches: SiteText[] = [];
    for (const catalog of catalogs) {
      for (const [key, shipped] of flattenCatalog(overridableCatalogs[catalog][locale])) {
        if (!isCorrectableText(catalog, key)) continue;
        const text = toSiteText(catalog, key, shipped, rowOf.get(`${catalog}/${key}`));
        const haystack = [key, textOf(text.english), textOf(shipped)];
        if (text.draft) haystack.push(textOf(text.draft));
        if (text.published) haystack.push(textOf(text.published));
        if (!needle || haystack.some((part) => part.toLocaleLowerCase().includes(needle))) matches.push(text);
      }
    }
    // Corrected texts first: what the editor changed is what they come back to.
    const isCorrected = (text: SiteText) => text.draft !== null || text.published !== null || text.isPending;
    const sorted = [...matches.filter(isCorrected), ...matches.filter((text) => !isCorrected(text))];
    return {
      locale,
      texts: sorted.slice(0, pageLimit),
      total: sorted.length,
      limit: pageLimit,
      pending: rows.filter((row) => JSON.stringify(row.draft) !== JSON.stringify(row.published)).length,
    };
  }

  async function readOne(target: SiteTextTarget): Promise<SiteText> {
    const rows = await selectSiteTextRows(db, target.locale);
    const row = rows.find(
      (candidate) => candidate.catalog === target.catalog && candidate.keyPath === target.key,
    );
    return toSiteText(target.catalog, target.key, shippedOf(target), row);
  }

  function assertCanEdit(staff: Staff): void {
    if (!can(staff.role, 'content:edit')) throw new AppError('forbidden');
  }

  /** Stores the text's draft (`null`: the shipped text) and answers with the text as it now stands. */
  async function writeDraft(
    staff: Staff,
    target: SiteTextTarget,
    draft: TextValue | null,
  ): Promise<SiteText> {
    const { locale, catalog, key } = target;
    await upsertSiteTextDraft(db, { locale, catalog, keyPath: key }, draft, staff.userId);
    return readOne(target);
  }

  return {
    search,
    /** Keeps a correction as a draft; one that loses a placeholder or a plural form is refused (422). */
    async save(
      staff: Staff,
      target: SiteTextTarget,
      value: TextValue,
      messageLocale: DeskLocale,
    ): Promise<SiteText> {
      assertCanEdit(staff);
      const shipped = shippedOf(target);
      const problems = textProblems(value, shipped);
      if (problems.length > 0) throw problemsError(problems, messageLocale);
      // The shipped text itself is no correction: saving it is a reset.
      return writeDraft(staff, target, JSON.stringify(value) === JSON.stringify(shipped) ? null : value);
    },
    /** Back to the shipped text, as a draft: the site changes at the language's next publish. */
    async reset(staff: Staff, target: SiteTextTarget): Promise<SiteText> {
      assertCanEdit(staff);
      shippedOf(target);
      return writeDraft(staff, target, null);
    },
    /** Takes the language's corrections live; resolves when this instance's pages show them. */
    async publish(staff: Staff, locale: Locale): Promise<PublishSiteTextsResult> {
      assertCanEdit(staff);
      const published = await db.transaction((tx) => publishSiteTextDrafts(tx, locale, staff.userId));
      if (published > 0) await deps.onPublished();
      return { published };
    },
    /** A catalog with the language's live corrections, for a page rendered per request. */
    async publishedCatalog<Name extends SiteTextCatalog>(
      name: Name,
      locale: Locale,
    ): Promise<CatalogOf<Name>> {
      const shipped: CatalogOf<Name> = overridableCatalogs[name][locale];
      return applyOverrides(shipped, await selectPublishedOverrides(db, locale, name));
    },
  };
}
