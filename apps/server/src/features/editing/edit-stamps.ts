import type {
  ContentVersionDetail,
  ContentVersionSummary,
  EditConflictDetails,
  StaffRef,
} from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { AppError } from '../../http/app-error';
import type { VersionRow } from './repository';

/** What every edited row (a section, one language of an entry) says about its last writes. */
export type EditStamps = {
  revision: number;
  draftUpdatedAt: Date | null;
  draftUpdatedById: string | null;
  draftUpdatedByName: string | null;
  publishedAt: Date | null;
  publishedById: string | null;
  publishedByName: string | null;
};

/** An edited row as the services read it: its draft and live documents beside the stamps. */
export type EditedRow = EditStamps & {
  draft: unknown;
  published: unknown;
  publishedVersion: number;
};

export const staffRef = (id: string | null, name: string | null): StaffRef | null =>
  id ? { id, name: name ?? '' } : null;

/** The 409 for an editor who saw an older revision: names whoever wrote last, by a save or a publish. */
export function editConflict(row: EditStamps, messageLocale: Locale): AppError {
  const isPublishLater = (row.publishedAt?.getTime() ?? 0) > (row.draftUpdatedAt?.getTime() ?? 0);
  const conflict: EditConflictDetails = {
    revision: row.revision,
    updatedAt: (isPublishLater ? row.publishedAt : row.draftUpdatedAt)?.toISOString() ?? null,
    updatedBy: isPublishLater
      ? staffRef(row.publishedById, row.publishedByName)
      : staffRef(row.draftUpdatedById, row.draftUpdatedByName),
  };
  return new AppError('edit_conflict', { specifics: conflict, locale: messageLocale });
}

/** Refuses a write based on an older revision than `row`'s (the 409 above). */
export function requireRevision(row: EditStamps, revision: number, messageLocale: Locale): void {
  if (row.revision !== revision) throw editConflict(row, messageLocale);
}

export function versionSummaryOf(row: VersionRow): ContentVersionSummary {
  return {
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: staffRef(row.publishedById, row.publishedByName),
    restoredFrom: row.restoredFrom,
  };
}

export function versionDetailOf(row: VersionRow | undefined): ContentVersionDetail {
  if (!row) throw new AppError('not_found');
  return { ...versionSummaryOf(row), document: row.document };
}
