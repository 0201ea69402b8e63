import { user } from '@sitedesk/db/auth-schema';
import { deskTeamMembers, deskTeams, staffAway } from '@sitedesk/db/routing-schema';
import { businessDeadline, businessMinutesOf } from '@sitedesk/shared/business-hours';
import { can, isStaffRole } from '@sitedesk/shared/permissions';
import { and, asc, eq, gt } from 'drizzle-orm';
import { ruleMatches, selectRules } from './rules';
import type { Transaction } from './staff-check';

export type InquiryToRoute = {
  country: string;
  topic: string;
  locale: string;
  message: string;
  /** The product or job the inquiry was sent about, if any. */
  entryId: string | null;
};

export type ArrivalRouting = {
  rule: { id: string; name: string } | null;
  assigneeId: string | null;
  assigneeName: string | null;
  teamId: string | null;
  firstAnswerDueAt: Date | null;
  /** When 80 % of the target has passed in business hours: the assignee's reminder (decision 174). */
  firstAnswerRemindAt: Date | null;
  /**
   * Runs in the arrival's transaction once the inquiry's row exists (the composition root adds it to tell
   * the assignee, decision 174); resolves to how many e-mails it queued.
   */
  afterInsert?: (tx: Transaction, inquiryId: string) => Promise<number>;
};

const unrouted: ArrivalRouting = {
  rule: null,
  assigneeId: null,
  assigneeName: null,
  teamId: null,
  firstAnswerDueAt: null,
  firstAnswerRemindAt: null,
};

/**
 * Where an inquiry arriving at `arrivedAt` goes (decision 168): the first matching rule's staff member, or
 * the next present member of its team in turn, with the first answer due in the team's business hours.
 * `takeTurn`: on arrival the team's row is locked and its turn moves on, so instances that route at the
 * same moment give consecutive inquiries to consecutive members; a preview leaves the turn where it is.
 */
export async function routeInquiry(
  tx: Transaction,
  inquiry: InquiryToRoute,
  arrivedAt: Date,
  options: { takeTurn: boolean },
): Promise<ArrivalRouting> {
  const rule = (await selectRules(tx)).find((candidate) => ruleMatches(candidate, inquiry));
  if (!rule) return unrouted;
  const matched = { id: rule.id, name: rule.name };
  if (rule.assignUserId) {
    const [member] = await tx
      .select({ name: user.name, role: user.role })
      .from(user)
      .where(eq(user.id, rule.assignUserId));
    // Someone whose role no longer reads inquiries cannot work on one: it stays unassigned.
    if (!member || !readsInquiries(member.role)) return { ...unrouted, rule: matched };
    return { ...unrouted, rule: matched, assigneeId: rule.assignUserId, assigneeName: member.name };
  }
  if (!rule.assignTeamId) return { ...unrouted, rule: matched };
  const teamQuery = tx.select().from(deskTeams).where(eq(deskTeams.id, rule.assignTeamId));
  const [team] = options.takeTurn ? await teamQuery.for('update') : await teamQuery;
  if (!team) return { ...unrouted, rule: matched };
  const members = await tx
    .select({
      userId: deskTeamMembers.userId,
      name: user.name,
      role: user.role,
      awayUntil: staffAway.awayUntil,
    })
    .from(deskTeamMembers)
    .innerJoin(user, eq(user.id, deskTeamMembers.userId))
    .leftJoin(
      staffAway,
      and(eq(staffAway.userId, deskTeamMembers.userId), gt(staffAway.awayUntil, arrivedAt)),
    )
    .where(eq(deskTeamMembers.teamId, team.id))
    .orderBy(asc(deskTeamMembers.position));
  let chosen: { index: number; userId: string; name: string } | undefined;
  for (let step = 0; step < members.length && !chosen; step++) {
    const index = (team.nextTurn + step) % members.length;
    const member = members[index];
    if (member && member.awayUntil === null && readsInquiries(member.role))
      chosen = { index, userId: member.userId, name: member.name };
  }
  if (chosen && options.takeTurn) {
    await tx
      .update(deskTeams)
      .set({ nextTurn: (chosen.index + 1) % members.length })
      .where(eq(deskTeams.id, team.id));
  }
  const minutes = businessMinutesOf(team.firstAnswerTarget);
  const calendar = { timeZone: team.timeZone, hours: team.hours, holidays: team.holidays };
  const due = minutes === undefined ? undefined : businessDeadline(arrivedAt, minutes, calendar);
  // Counted in business hours too, so a Friday afternoon's inquiry reminds on Monday, not on Sunday.
  const remind =
    due && minutes !== undefined ? businessDeadline(arrivedAt, minutes * 0.8, calendar) : undefined;
  return {
    rule: matched,
    assigneeId: chosen?.userId ?? null,
    assigneeName: chosen?.name ?? null,
    teamId: team.id,
    firstAnswerDueAt: due ?? null,
    firstAnswerRemindAt: remind ?? null,
  };
}

function readsInquiries(role: string): boolean {
  return isStaffRole(role) && can(role, 'inquiries:read');
}
