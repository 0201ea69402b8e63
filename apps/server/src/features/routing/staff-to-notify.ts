import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { staffPreferences } from '@sitedesk/db/conversation-schema';
import { deskTeamMembers, staffAway } from '@sitedesk/db/routing-schema';
import { type DeskLocale, isDeskLocale } from '@sitedesk/shared/locales';
import { can, isStaffRole, type StaffRole } from '@sitedesk/shared/permissions';
import { and, asc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Transaction } from './staff-check';

/** A staff member an e-mail goes to, in the language they chose for the desk's e-mails. */
export type StaffRecipient = { userId: string; email: string; locale: DeskLocale };

/**
 * A member who reads inquiries and is in line for a notice; `wantsIt`: they left its switch on. Who is in
 * line is decided before the switches, so a member who turned a notice off is not replaced by someone else.
 */
export type StaffCandidate = StaffRecipient & { wantsIt: boolean };

/** The candidates who left the notice's switch on. */
export function whoWantsIt(candidates: readonly StaffCandidate[]): StaffRecipient[] {
  return candidates
    .filter((candidate) => candidate.wantsIt)
    .map(({ wantsIt: _wantsIt, ...recipient }) => recipient);
}

/** Which of a member's e-mail switches (`staff_preferences`) the notice obeys; no row: every switch on. */
export type NoticeKind = 'reply' | 'assigned' | 'overdue';

const switchOf = {
  reply: staffPreferences.notifyOnReply,
  assigned: staffPreferences.notifyOnAssigned,
  overdue: staffPreferences.notifyOnOverdue,
} as const;

/**
 * The default recipients when an inquiry has nobody else to tell (decision 174): every owner and admin,
 * the roles that manage teams and routing and so can give it to someone.
 */
export const managerRoles: readonly StaffRole[] = ['owner', 'admin'];

/** Whose an inquiry is, as far as a notice about it goes (decision 174). */
export type WhoseInquiry = {
  /** The inquiry is theirs; nobody's but their team's; nobody's at all (the owners and admins hear). */
  reason: 'assignee' | 'team' | 'unassigned';
  candidates: StaffCandidate[];
};

/**
 * Who a notice about the inquiry is for, before anyone's switch: the assignee (who may have turned it off:
 * then no one); else the team's members present at `at`; else, as with a team of which nobody is present
 * or an assignee who no longer reads inquiries, every owner and admin. Never nobody by accident.
 */
export async function selectWhoseInquiry(
  db: Database | Transaction,
  inquiry: { assigneeId: string | null; teamId: string | null },
  at: Date,
  kind: NoticeKind,
): Promise<WhoseInquiry> {
  if (inquiry.assigneeId) {
    const assignee = await selectStaffToNotify(db, [inquiry.assigneeId], kind);
    if (assignee.length > 0) return { reason: 'assignee', candidates: assignee };
  }
  if (inquiry.teamId) {
    const members = await selectPresentTeamMembers(db, inquiry.teamId, at, kind);
    if (members.length > 0) return { reason: 'team', candidates: members };
  }
  return { reason: 'unassigned', candidates: await selectManagersToNotify(db, kind) };
}

/** Staff members by id who still read inquiries. */
export async function selectStaffToNotify(
  db: Database | Transaction,
  userIds: readonly string[],
  kind: NoticeKind,
): Promise<StaffCandidate[]> {
  if (userIds.length === 0) return [];
  return recipients(db, kind, inArray(user.id, [...userIds]));
}

/** Every owner and admin. */
export async function selectManagersToNotify(
  db: Database | Transaction,
  kind: NoticeKind,
): Promise<StaffCandidate[]> {
  return recipients(db, kind, inArray(user.role, [...managerRoles]));
}

/** The team's members present at `at` (not marked away then) who still read inquiries, in turn order. */
export async function selectPresentTeamMembers(
  db: Database | Transaction,
  teamId: string,
  at: Date,
  kind: NoticeKind,
): Promise<StaffCandidate[]> {
  const rows = await db
    .select({ userId: deskTeamMembers.userId })
    .from(deskTeamMembers)
    .leftJoin(staffAway, and(eq(staffAway.userId, deskTeamMembers.userId), gt(staffAway.awayUntil, at)))
    .where(and(eq(deskTeamMembers.teamId, teamId), isNull(staffAway.userId)))
    .orderBy(asc(deskTeamMembers.position));
  const present = rows.map((row) => row.userId);
  const found = await selectStaffToNotify(db, present, kind);
  return present.flatMap((id) => found.filter((recipient) => recipient.userId === id));
}

async function recipients(
  db: Database | Transaction,
  kind: NoticeKind,
  condition: SQL | undefined,
): Promise<StaffCandidate[]> {
  const rows = await db
    .select({
      userId: user.id,
      email: user.email,
      role: user.role,
      isOn: switchOf[kind],
      emailLocale: staffPreferences.emailLocale,
    })
    .from(user)
    .leftJoin(staffPreferences, eq(staffPreferences.userId, user.id))
    .where(condition)
    .orderBy(asc(user.createdAt), asc(user.id));
  return rows
    .filter((row) => isStaffRole(row.role) && can(row.role, 'inquiries:read'))
    .map((row) => ({
      userId: row.userId,
      email: row.email,
      // A member who never chose gets the site's default language.
      locale: isDeskLocale(row.emailLocale) ? row.emailLocale : 'en',
      wantsIt: row.isOn !== false,
    }));
}
