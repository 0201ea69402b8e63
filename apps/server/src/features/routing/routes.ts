import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import {
  awayRequestSchema,
  type RoutingPreview,
  routingRuleOrderSchema,
  routingRuleRequestSchema,
  teamRequestSchema,
} from '@sitedesk/shared/routing-api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { AppError } from '../../http/app-error';
import { auditSuccessfulWrite } from '../../http/audit-writes';
import { isUuid } from '../../http/is-uuid';
import { parseWith, readJson } from '../../http/parse-request';
import { requirePermission, requireStaff } from '../../http/require-permission';
import { resourceWriteRoutes } from '../../http/resource-write-routes';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import type { Clock } from '../../platform/clock/clock';
import { awayUntilOf, setAwayUntil } from './away';
import {
  listRulesDoc,
  listTeamsDoc,
  orderRulesDoc,
  previewRoutingDoc,
  readAwayDoc,
  ruleWritesDocs,
  setAwayDoc,
  teamWritesDocs,
} from './openapi';
import { routeInquiry } from './route-arrival';
import { createRule, deleteRule, listRules, reorderRules, updateRule } from './rules';
import { createTeam, deleteTeam, listTeams, updateTeam } from './teams';

/**
 * `/api/desk/teams`, `/api/desk/routing-rules` (owners and admins, like the desk settings),
 * `/api/desk/inquiries/:id/routing` (which rule would take an inquiry now) and `/api/desk/me/away`
 * (any staff member, for themselves). `PUT /routing-rules/order` comes before `/routing-rules/:id`, so "order"
 * is not taken for a rule's id. Same-origin is checked for all of `/api/desk/*` in `app.ts`.
 */
export function routingRoutes(deps: {
  auth: StaffAuth;
  db: Database;
  now: Clock;
  audit?: AuditLog | undefined;
}) {
  const canManage = requirePermission(deps.auth, 'settings:manage');
  // Every change of a team or a rule is a settings change in the audit log (decision 183).
  const teamsChanged = auditSuccessfulWrite(deps.audit, 'settings.changed', {
    type: 'settings',
    id: 'teams',
  });
  const rulesChanged = auditSuccessfulWrite(deps.audit, 'settings.changed', {
    type: 'settings',
    id: 'routing-rules',
  });
  const { db } = deps;
  return new Hono<StaffEnv>()
    .get('/teams', listTeamsDoc, canManage, async (c) => c.json({ items: await listTeams(db) }))
    .route(
      '/',
      resourceWriteRoutes(
        '/teams',
        { guard: canManage, audit: teamsChanged, docs: teamWritesDocs },
        teamRequestSchema,
        {
          create: (request) => createTeam(db, request),
          update: (id, request) => updateTeam(db, id, request),
          remove: (id) => deleteTeam(db, id),
        },
      ),
    )
    .get('/routing-rules', listRulesDoc, canManage, async (c) => c.json({ items: await listRules(db) }))
    .put('/routing-rules/order', orderRulesDoc, canManage, rulesChanged, async (c) => {
      const { ids } = parseWith(routingRuleOrderSchema, await readJson(c.req.raw));
      await reorderRules(db, ids);
      return c.json({ ids });
    })
    .route(
      '/',
      resourceWriteRoutes(
        '/routing-rules',
        { guard: canManage, audit: rulesChanged, docs: ruleWritesDocs },
        routingRuleRequestSchema,
        {
          create: (request) => createRule(db, request),
          update: (id, request) => updateRule(db, id, request),
          remove: (id) => deleteRule(db, id),
        },
      ),
    )
    .get('/inquiries/:id/routing', previewRoutingDoc, canManage, async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw new AppError('not_found');
      const preview = await db.transaction(async (tx) => {
        const [inquiry] = await tx
          .select({
            country: inquiries.country,
            topic: inquiries.topic,
            locale: inquiries.locale,
            message: inquiries.message,
            entryId: inquiries.entryId,
          })
          .from(inquiries)
          .where(eq(inquiries.id, id));
        if (!inquiry) throw new AppError('not_found');
        return routeInquiry(tx, inquiry, deps.now(), { takeTurn: false });
      });
      const body: RoutingPreview = {
        rule: preview.rule,
        assigneeId: preview.assigneeId,
        teamId: preview.teamId,
        firstAnswerDueAt: preview.firstAnswerDueAt?.toISOString() ?? null,
      };
      return c.json(body);
    })
    .get('/me/away', readAwayDoc, requireStaff(deps.auth), async (c) => {
      const awayUntil = await awayUntilOf(db, c.var.staff.userId);
      return c.json({ awayUntil: awayUntil?.toISOString() ?? null });
    })
    .put('/me/away', setAwayDoc, requireStaff(deps.auth), async (c) => {
      const { awayUntil } = parseWith(awayRequestSchema, await readJson(c.req.raw));
      const until = awayUntil === null ? null : new Date(awayUntil);
      await setAwayUntil(db, c.var.staff.userId, until);
      return c.json({ awayUntil: until?.toISOString() ?? null });
    });
}
