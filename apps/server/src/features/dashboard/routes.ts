import type { Database } from '@sitedesk/db/client';
import { type DeskStats, deskStatsQuerySchema } from '@sitedesk/shared/desk-api';
import { Hono } from 'hono';
import { parseWith } from '../../http/parse-request';
import { requirePermission } from '../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../../platform/auth/staff';
import type { Clock } from '../../platform/clock/clock';
import { firstAnswerFigures } from './first-answer-figures';
import { deskStatsDoc } from './openapi';
import { quoteFigures } from './quote-figures';
import {
  selectDeskCounts,
  selectFirstAnswerRows,
  selectQuoteGroups,
  selectQuotesWithProductLines,
  selectTeamCalendars,
} from './repository';

const dayMs = 86_400_000;

/**
 * `GET /api/desk/stats?days=90`: inquiries per day (every day, zeros included), by country, topic and
 * product, first-answer figures for everyone, per assignee and per team, the backlog now, and the
 * quotations first sent in the period (decision 223).
 */
export function dashboardRoutes(deps: { auth: StaffAuth; db: Database; now: Clock }) {
  return new Hono<StaffEnv>().get(
    '/stats',
    deskStatsDoc,
    requirePermission(deps.auth, 'inquiries:read'),
    async (c) => {
      const { days } = parseWith(deskStatsQuerySchema, c.req.query());
      const now = deps.now();
      const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
      const firstDay = today - (days - 1) * dayMs;
      const since = new Date(firstDay);
      const [counts, answered, teams, quoteGroups, quotesWithProducts] = await Promise.all([
        selectDeskCounts(deps.db, since, now),
        selectFirstAnswerRows(deps.db, since, now),
        selectTeamCalendars(deps.db),
        selectQuoteGroups(deps.db, since),
        selectQuotesWithProductLines(deps.db, since),
      ]);
      const perDay = Array.from({ length: days }, (_, index) => {
        const date = new Date(firstDay + index * dayMs).toISOString().slice(0, 10);
        return { date, count: counts.perDay.get(date) ?? 0 };
      });
      const body: DeskStats = {
        ...counts,
        perDay,
        ...firstAnswerFigures(answered, teams),
        quotes: quoteFigures(quoteGroups, quotesWithProducts),
      };
      return c.json(body);
    },
  );
}
