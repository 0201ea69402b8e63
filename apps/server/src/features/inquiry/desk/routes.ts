import { demoContent } from '@sitedesk/shared/content/catalogs';
import {
  inquiryExportQuerySchema,
  inquiryListQuerySchema,
  inquiryNoteSchema,
  inquiryUpdateSchema,
} from '@sitedesk/shared/desk-api';
import { deskLocaleOf } from '@sitedesk/shared/locales';
import { inquiryMergeSchema } from '@sitedesk/shared/person-inquiries-api';
import { Hono } from 'hono';
import type { Config } from '../../../config';
import { parseWith, readJson } from '../../../http/parse-request';
import { negotiateLocale } from '../../../http/request-locale';
import { requirePermission } from '../../../http/require-permission';
import { type AuditLog, recordStaffAction } from '../../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../../platform/auth/staff';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import { dashboardRoutes } from '../../dashboard/routes';
import { deskSettingsRoutes } from '../../desk-settings/routes';
import { devMailboxRoutes } from '../../dev-mailbox/routes';
import type { PresenceRegistry } from '../../realtime/presence';
import { realtimeRoutes } from '../../realtime/routes';
import type { InboundMailService } from '../inbound/service';
import { csvLayoutFor } from './csv-labels';
import { createDeskEventLog } from './event-log';
import { exportInquiriesCsv } from './export-inquiries';
import { forViewer } from './list-filters';
import {
  addNoteDoc,
  changeInquiryDoc,
  eraseInquiryDoc,
  eraseSpamDoc,
  exportInquiriesDoc,
  listInquiriesDoc,
  listInquiryEntriesDoc,
  mergeInquiryDoc,
  readInquiryDoc,
  samePersonInquiriesDoc,
} from './openapi';
import { savedViewRoutes } from './saved-view-routes';
import { createDeskService, type DeskServiceDependencies } from './service';
import { tagRoutes } from './tag-routes';

export type DeskRoutesDependencies = DeskServiceDependencies & {
  auth: StaffAuth;
  config: Pick<Config, 'realtimeHeartbeatSeconds' | 'mail' | 'realtimeStreamLimits' | 'publicOrigin'>;
  /** The dev mailbox's "answer as the visitor" goes through the inbound path. */
  inbound: InboundMailService;
  presence: PresenceRegistry;
  /** What time it is for the dashboard's deadlines; the system clock when left out. */
  now?: Clock | undefined;
  /** For the metrics: how many desk event streams this instance holds open. */
  onEventStreamCountChanged?: ((count: number) => void) | undefined;
  /** Exports, erasures and settings changes are audited (decision 183). */
  audit?: AuditLog | undefined;
};

/**
 * Everything under `/api/desk` except the staff-account endpoints (auth feature): the inquiry API here, and
 * the desk's other features mounted beside it, so `app.ts` has one desk mount point.
 */
export function deskRoutes(deps: DeskRoutesDependencies) {
  return new Hono()
    .route('/', inquiryDeskRoutes(deps))
    .route('/', tagRoutes({ ...deps, arrivalMail: arrivalMailOf(deps) }))
    .route('/', savedViewRoutes(deps))
    .route(
      '/',
      realtimeRoutes({
        auth: deps.auth,
        events: deps.events,
        log: createDeskEventLog(deps.db),
        presence: deps.presence,
        logger: deps.logger,
        heartbeatSeconds: deps.config.realtimeHeartbeatSeconds,
        onStreamCountChanged: deps.onEventStreamCountChanged,
        streamLimits: deps.config.realtimeStreamLimits,
      }),
    )
    .route('/', dashboardRoutes({ ...deps, now: deps.now ?? systemClock }))
    .route('/', deskSettingsRoutes(deps))
    .route('/', devMailboxRoutes({ ...deps, mailDriver: deps.config.mail.driver }));
}

/**
 * The arrival e-mails "Not spam" sends late, with the settings the inquiry service sends them with (the
 * public API's changes send them alike).
 */
export function arrivalMailOf(deps: Pick<DeskRoutesDependencies, 'config'>) {
  return {
    from: deps.config.mail.from,
    notifyTo: deps.config.mail.notifyTo,
    companyName: demoContent.en.company.name,
    publicOrigin: deps.config.publicOrigin,
  };
}

/** The desk's inquiry API: list, export, detail, changes, notes, erasure. */
function inquiryDeskRoutes(deps: DeskRoutesDependencies) {
  const service = createDeskService({ ...deps, arrivalMail: arrivalMailOf(deps) });
  const canRead = requirePermission(deps.auth, 'inquiries:read');
  const canUpdate = requirePermission(deps.auth, 'inquiries:update');

  return (
    new Hono<StaffEnv>()
      .get('/inquiries', listInquiriesDoc, canRead, async (c) => {
        const query = parseWith(inquiryListQuerySchema, c.req.query());
        return c.json(await service.list(c.var.staff, query));
      })
      // Before `/inquiries/:id`, which would take `entries` for an id.
      .get('/inquiries/entries', listInquiryEntriesDoc, canRead, async (c) =>
        c.json(await service.entryOptions(c.var.staff)),
      )
      // Before `/inquiries/:id`, which would take `export.csv` for an id.
      .get(
        '/inquiries/export.csv',
        exportInquiriesDoc,
        requirePermission(deps.auth, 'inquiries:export'),
        async (c) => {
          const {
            page: _page,
            pageSize: _pageSize,
            locale,
            separator,
            ...filters
          } = parseWith(inquiryExportQuerySchema, c.req.query());
          // Who exported goes to the log, not to each inquiry's activity: one export may cover 100,000. Which
          // filters were set, not their values: a search term may be a visitor's name or address.
          const filtersSet = Object.entries(filters).flatMap(([name, value]) =>
            value === undefined ? [] : [name],
          );
          deps.logger.info({ exportedBy: c.var.staff.userId, filtersSet }, 'inquiries exported');
          await recordStaffAction(deps.audit, c.var.staff, 'inquiries.exported');
          const day = new Date().toISOString().slice(0, 10);
          const layout = csvLayoutFor(
            deskLocaleOf(locale ?? negotiateLocale(c.req.header('accept-language'))),
            separator,
          );
          return new Response(exportInquiriesCsv(deps.db, forViewer(filters, c.var.staff.userId), layout), {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8; header=present',
              'Content-Disposition': `attachment; filename="inquiries-${day}.csv"`,
              'Cache-Control': 'no-store',
            },
          });
        },
      )
      .get('/inquiries/:id', readInquiryDoc, canRead, async (c) =>
        c.json(await service.detail(c.var.staff, c.req.param('id'))),
      )
      .get('/inquiries/:id/same-person', samePersonInquiriesDoc, canRead, async (c) =>
        c.json(await service.personInquiries(c.var.staff, c.req.param('id'))),
      )
      .post('/inquiries/:id/merge', mergeInquiryDoc, canUpdate, async (c) => {
        const { sourceId } = parseWith(inquiryMergeSchema, await readJson(c.req.raw));
        return c.json(await service.merge(c.var.staff, c.req.param('id'), sourceId));
      })
      .patch('/inquiries/:id', changeInquiryDoc, canUpdate, async (c) => {
        const change = parseWith(inquiryUpdateSchema, await readJson(c.req.raw));
        return c.json(await service.update(c.var.staff, c.req.param('id'), change));
      })
      .delete(
        '/inquiries/:id',
        eraseInquiryDoc,
        requirePermission(deps.auth, 'inquiries:erase'),
        async (c) => {
          await service.erase(c.var.staff, c.req.param('id'));
          await recordStaffAction(deps.audit, c.var.staff, 'inquiries.erased', {
            type: 'inquiry',
            id: c.req.param('id'),
          });
          return c.body(null, 204);
        },
      )
      // "Empty spam folder". A POST with its own path: a DELETE on the list could, mistyped, name the inbox.
      .post('/spam/erase', eraseSpamDoc, requirePermission(deps.auth, 'inquiries:erase'), async (c) => {
        // No body is needed; one that is declared must be JSON, so a cross-site form cannot post here.
        if (c.req.header('content-type') !== undefined) await readJson(c.req.raw);
        const erased = await service.eraseSpam(c.var.staff);
        if (erased.erased > 0) await recordStaffAction(deps.audit, c.var.staff, 'inquiries.erased');
        return c.json(erased);
      })
      .post('/inquiries/:id/notes', addNoteDoc, canUpdate, async (c) => {
        const { body } = parseWith(inquiryNoteSchema, await readJson(c.req.raw));
        return c.json(await service.addNote(c.var.staff, c.req.param('id'), body), 201);
      })
  );
}
