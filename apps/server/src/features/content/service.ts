import { isDeepStrictEqual } from 'node:util';
import type { Database } from '@sitedesk/db/client';
import { type ContentSectionKey, contentSectionPages } from '@sitedesk/shared/content/sections';
import { mediaIdsIn } from '@sitedesk/shared/content/site-media';
import { missingTranslations } from '@sitedesk/shared/content/translation-fallback';
import { upgradeSectionDocument } from '@sitedesk/shared/content/upgrade-sections';
import type {
  ContentOverview,
  ContentSectionDetail,
  ContentSectionSummary,
  ContentVersionDetail,
  ContentVersionList,
  RevisionRequest,
  SaveDraftRequest,
} from '@sitedesk/shared/content-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
import { requireRevision, staffRef, versionDetailOf, versionSummaryOf } from '../editing/edit-stamps';
import { isAlreadyLive, keepsDraft, type PickedDocument } from '../editing/publication';
import type { Transaction } from '../editing/repository';
import { loadSiteMedia } from '../media/repository';
import { contentValidationError } from './content-field-errors';
import {
  insertVersion,
  lockSection,
  type SectionRow,
  selectAllSections,
  selectSection,
  selectVersion,
  selectVersions,
  updateSection,
} from './repository';
import { cannotBeStored, checkSection, mediaProblems } from './section-documents';

export type ContentService = ReturnType<typeof createContentService>;

/** Where a request is aimed: a section in a locale, and the language its error messages are written in. */
export type SectionTarget = { locale: Locale; section: ContentSectionKey; messageLocale: Locale };

function summaryOf(row: SectionRow, englishDraft: unknown): ContentSectionSummary {
  return {
    section: row.section as ContentSectionKey,
    locale: row.locale as Locale,
    revision: row.revision,
    publishedVersion: row.publishedVersion,
    hasDraft: !isDeepStrictEqual(row.draft, row.published),
    missingTranslations:
      row.locale === defaultLocale ? 0 : missingTranslations(row.draft, englishDraft).length,
    draftUpdatedAt: row.draftUpdatedAt?.toISOString() ?? null,
    draftUpdatedBy: staffRef(row.draftUpdatedById, row.draftUpdatedByName),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: staffRef(row.publishedById, row.publishedByName),
  };
}

/**
 * Drafting, publishing and restoring the site's content. Every write names the revision the editor saw and
 * runs with the section's row locked, so of two editors saving one section the second gets a conflict
 * instead of silently replacing the first one's work. `onPublished` renders the public pages again.
 */
export function createContentService(deps: { db: Database; onPublished: () => Promise<void> }) {
  const { db } = deps;

  async function requireRow(db: Database | Transaction, target: SectionTarget): Promise<SectionRow> {
    const row = await selectSection(db, target.locale, target.section);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async function englishOf(section: ContentSectionKey, state: 'draft' | 'published'): Promise<unknown> {
    const row = await selectSection(db, defaultLocale, section);
    return row?.[state];
  }

  async function detail(target: SectionTarget): Promise<ContentSectionDetail> {
    const row = await requireRow(db, target);
    const fallback = target.locale === defaultLocale ? null : await englishOf(target.section, 'draft');
    const missingTranslationPaths = fallback === null ? [] : missingTranslations(row.draft, fallback);
    // The default language's pictures too: a translation shows them unless it has its own (decision 203).
    const media = await loadSiteMedia(db, mediaIdsIn([row.draft, row.published, fallback]));
    return {
      ...summaryOf(row, fallback),
      draft: row.draft,
      published: row.published,
      fallback,
      missingTranslationPaths,
      previewPaths: contentSectionPages[target.section].map(
        // The section names its editor, so the preview's bar links back to it.
        (page) => `/desk/preview/${target.locale}/${page}?section=${target.section}`,
      ),
      media: Object.values(media),
    };
  }

  /** Locks the section and proves the editor saw its latest revision; else the 409 that names who wrote since. */
  async function lockCurrent(tx: Transaction, target: SectionTarget, revision: number): Promise<SectionRow> {
    if (!(await lockSection(tx, target.locale, target.section))) throw new AppError('not_found');
    const row = await requireRow(tx, target);
    requireRevision(row, revision, target.messageLocale);
    return row;
  }

  /** Refuses what the live site could not show: an invalid section, or files it cannot use. */
  async function checkPublishable(target: SectionTarget, document: unknown): Promise<void> {
    const english = await englishOf(target.section, 'published');
    const checked = checkSection(target.section, target.locale, document, english);
    if (!checked.ok) throw contentValidationError(checked.problems, target.messageLocale);
    const media = await loadSiteMedia(db, mediaIdsIn(checked.document));
    const problems = mediaProblems(checked.document, media, target.locale);
    if (problems.length > 0) throw contentValidationError(problems, target.messageLocale);
  }

  /**
   * Checks outside the transaction (the embedded database has one connection, so nothing may query beside
   * an open transaction), then writes only if the revision is still the one checked: an unchanged revision
   * means an unchanged draft. A restore publishes the earlier version but keeps an unpublished draft, so
   * nobody's unsaved-to-the-site work disappears with it.
   */
  async function publishDocument(
    staff: Staff,
    target: SectionTarget,
    revision: number,
    pick: (row: SectionRow) => Promise<PickedDocument>,
  ): Promise<ContentSectionDetail> {
    const seen = await requireRow(db, target);
    requireRevision(seen, revision, target.messageLocale);
    const picked = await pick(seen);
    const { document, restoredFrom } = picked;
    if (isAlreadyLive(picked, seen.published)) return detail(target);
    await checkPublishable(target, document);
    const isDraftKept = keepsDraft(picked, seen);
    await db.transaction(async (tx) => {
      const row = await lockCurrent(tx, target, seen.revision);
      const now = new Date();
      const version = row.publishedVersion + 1;
      await updateSection(tx, target.locale, target.section, {
        ...(isDraftKept ? {} : { draft: document }),
        published: document,
        publishedVersion: version,
        publishedBy: staff.userId,
        publishedAt: now,
      });
      await insertVersion(tx, {
        locale: target.locale,
        section: target.section,
        version,
        document,
        publishedBy: staff.userId,
        publishedAt: now,
        restoredFrom,
      });
    });
    await deps.onPublished();
    return detail(target);
  }

  return {
    async overview(): Promise<Pick<ContentOverview, 'sections'>> {
      const rows = await selectAllSections(db);
      const englishDrafts = new Map(
        rows.filter((row) => row.locale === defaultLocale).map((row) => [row.section, row.draft]),
      );
      const sections = rows
        .map((row) => summaryOf(row, englishDrafts.get(row.section)))
        .sort((a, b) => a.section.localeCompare(b.section) || a.locale.localeCompare(b.locale));
      return { sections };
    },

    detail,

    async saveDraft(
      staff: Staff,
      target: SectionTarget,
      request: SaveDraftRequest,
    ): Promise<ContentSectionDetail> {
      if (cannotBeStored(request.document)) {
        throw contentValidationError([{ path: 'document', code: 'invalid' }], target.messageLocale);
      }
      // A draft may leave translations blank and name files without alt text yet; it must fit the model.
      const english = await englishOf(target.section, 'draft');
      const checked = checkSection(target.section, target.locale, request.document, english);
      if (!checked.ok) throw contentValidationError(checked.problems, target.messageLocale);
      await db.transaction(async (tx) => {
        await lockCurrent(tx, target, request.revision);
        await updateSection(tx, target.locale, target.section, {
          draft: request.document,
          draftUpdatedBy: staff.userId,
          draftUpdatedAt: new Date(),
        });
      });
      return detail(target);
    },

    publish(staff: Staff, target: SectionTarget, request: RevisionRequest): Promise<ContentSectionDetail> {
      return publishDocument(staff, target, request.revision, async (row) => ({
        document: row.draft,
        restoredFrom: null,
      }));
    },

    async discard(
      staff: Staff,
      target: SectionTarget,
      request: RevisionRequest,
    ): Promise<ContentSectionDetail> {
      await db.transaction(async (tx) => {
        const row = await lockCurrent(tx, target, request.revision);
        await updateSection(tx, target.locale, target.section, {
          draft: row.published,
          draftUpdatedBy: staff.userId,
          draftUpdatedAt: new Date(),
        });
      });
      return detail(target);
    },

    /**
     * Publishes an earlier version again, as a new version that says where it came from. An unpublished
     * draft stays the draft.
     */
    restore(
      staff: Staff,
      target: SectionTarget,
      version: number,
      request: RevisionRequest,
    ): Promise<ContentSectionDetail> {
      return publishDocument(staff, target, request.revision, async () => {
        const earlier = await selectVersion(db, target.locale, target.section, version);
        if (!earlier) throw new AppError('not_found');
        // A version an older release published has that release's shape (decision 144).
        const document =
          upgradeSectionDocument(target.section, target.locale, earlier.document) ?? earlier.document;
        return { document, restoredFrom: version };
      });
    },

    async versions(target: SectionTarget): Promise<ContentVersionList> {
      await requireRow(db, target);
      const rows = await selectVersions(db, target.locale, target.section);
      return { versions: rows.map(versionSummaryOf) };
    },

    async version(target: SectionTarget, version: number): Promise<ContentVersionDetail> {
      return versionDetailOf(await selectVersion(db, target.locale, target.section, version));
    },
  };
}
