import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { deskTeams, routingRules } from '@sitedesk/db/routing-schema';
import { isInRegions } from '@sitedesk/shared/regions';
import type { RoutingRule, RoutingRuleRequest } from '@sitedesk/shared/routing-api';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/is-uuid';
import { requireInquiryReaders, type Transaction } from './staff-check';

export type StoredRule = typeof routingRules.$inferSelect;

/** The rules in the order they apply: the order the desk set, new ones last. */
export async function selectRules(db: Database | Transaction): Promise<StoredRule[]> {
  return db.select().from(routingRules).orderBy(asc(routingRules.position));
}

export async function listRules(db: Database): Promise<RoutingRule[]> {
  return (await selectRules(db)).map(toRoutingRule);
}

export async function createRule(db: Database, request: RoutingRuleRequest): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await requireTarget(tx, request.assignTo);
    await tx.insert(routingRules).values({ id, ...ruleColumns(request) });
  });
  return { id };
}

/** Changes a rule in place: it keeps its turn in the order. */
export async function updateRule(db: Database, id: string, request: RoutingRuleRequest): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    await requireTarget(tx, request.assignTo);
    const updated = await tx
      .update(routingRules)
      .set(ruleColumns(request))
      .where(eq(routingRules.id, id))
      .returning({ id: routingRules.id });
    if (updated.length === 0) throw new AppError('not_found');
  });
}

export async function deleteRule(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  const deleted = await db
    .delete(routingRules)
    .where(eq(routingRules.id, id))
    .returning({ id: routingRules.id });
  if (deleted.length === 0) throw new AppError('not_found');
}

/**
 * Lower case without accents, so "Ballenpresse" finds "BALLENPRESSE" and "presse à balles" finds
 * "Presse a balles" (decision 176).
 */
export function foldForKeywords(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('und');
}

/** Whether every condition the rule has holds for the inquiry (a rule without conditions always does). */
export function ruleMatches(
  rule: Pick<StoredRule, 'countries' | 'regions' | 'topics' | 'locales' | 'keywords' | 'entryIds'>,
  inquiry: { country: string; topic: string; locale: string; message: string; entryId: string | null },
): boolean {
  return (
    // Countries and region groups are one condition: a country named in either matches.
    ((rule.countries === null && rule.regions === null) ||
      rule.countries?.includes(inquiry.country) === true ||
      isInRegions(inquiry.country, rule.regions ?? [])) &&
    (rule.topics === null || rule.topics.includes(inquiry.topic)) &&
    (rule.locales === null || rule.locales.includes(inquiry.locale)) &&
    (rule.entryIds === null || (inquiry.entryId !== null && rule.entryIds.includes(inquiry.entryId))) &&
    (rule.keywords === null ||
      // Plain substring checks: an admin's words are never compiled into a pattern.
      rule.keywords.some((keyword) => foldedMessageOf(inquiry).includes(foldForKeywords(keyword))))
  );
}

/** Each inquiry's message is folded once, however many rules and words are checked against it. */
const foldedMessages = new WeakMap<{ message: string }, string>();

function foldedMessageOf(inquiry: { message: string }): string {
  let folded = foldedMessages.get(inquiry);
  if (folded === undefined) {
    folded = foldForKeywords(inquiry.message);
    foldedMessages.set(inquiry, folded);
  }
  return folded;
}

/**
 * Puts the rules in the order given (every current rule's id exactly once), in one transaction that locks
 * them, so two desks reordering at once end with one order or the other and never a mix.
 */
export async function reorderRules(db: Database, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: routingRules.id, position: routingRules.position })
      .from(routingRules)
      .orderBy(asc(routingRules.position))
      .for('update');
    const known = new Set(current.map((rule) => rule.id));
    if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
      throw new AppError('edit_conflict');
    }
    // The same positions, handed out in the new order; negatives first keep the unique index satisfied.
    const positions = current.map((rule) => rule.position);
    // Only the rules listed: one another desk adds meanwhile keeps its place at the end.
    await tx
      .update(routingRules)
      .set({ position: sql`-${routingRules.position}` })
      .where(inArray(routingRules.id, ids));
    for (const [index, id] of ids.entries()) {
      await tx
        .update(routingRules)
        .set({ position: positions[index] ?? index + 1 })
        .where(eq(routingRules.id, id));
    }
  });
}

function toRoutingRule(rule: StoredRule): RoutingRule {
  return {
    id: rule.id,
    name: rule.name,
    when: {
      ...(rule.countries ? { countries: rule.countries } : {}),
      ...(rule.regions ? { regions: rule.regions as NonNullable<RoutingRule['when']['regions']> } : {}),
      ...(rule.topics ? { topics: rule.topics as NonNullable<RoutingRule['when']['topics']> } : {}),
      ...(rule.locales ? { locales: rule.locales as NonNullable<RoutingRule['when']['locales']> } : {}),
      ...(rule.keywords ? { keywords: rule.keywords } : {}),
      ...(rule.entryIds ? { entryIds: rule.entryIds } : {}),
    },
    assignTo: rule.assignTeamId ? { teamId: rule.assignTeamId } : { userId: rule.assignUserId ?? '' },
  };
}

function ruleColumns(request: RoutingRuleRequest) {
  // An empty list would match nothing, which no one means: it is read as "any".
  const condition = (values: readonly string[] | undefined) =>
    values && values.length > 0 ? [...new Set(values)] : null;
  return {
    name: request.name,
    countries: condition(request.when.countries),
    regions: condition(request.when.regions),
    topics: condition(request.when.topics),
    locales: condition(request.when.locales),
    keywords: condition(request.when.keywords?.map((keyword) => keyword.trim()).filter(Boolean)),
    entryIds: condition(request.when.entryIds),
    assignUserId: 'userId' in request.assignTo ? request.assignTo.userId : null,
    assignTeamId: 'teamId' in request.assignTo ? request.assignTo.teamId : null,
  };
}

async function requireTarget(tx: Transaction, target: RoutingRuleRequest['assignTo']): Promise<void> {
  if ('userId' in target) {
    await requireInquiryReaders(tx, [target.userId], () => 'assignTo.userId');
    return;
  }
  const [team] = await tx.select({ id: deskTeams.id }).from(deskTeams).where(eq(deskTeams.id, target.teamId));
  if (!team) {
    throw new AppError('validation_failed', { fields: { 'assignTo.teamId': { code: 'unknown_team' } } });
  }
}
