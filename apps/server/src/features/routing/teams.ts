import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { deskTeamMembers, deskTeams } from '@sitedesk/db/routing-schema';
import { inquiries } from '@sitedesk/db/schema';
import type { Team, TeamRequest } from '@sitedesk/shared/routing-api';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/is-uuid';
import { requireInquiryReaders, type Transaction } from './staff-check';

/** Every team with its members in turn order, oldest team first. */
export async function listTeams(db: Database): Promise<Team[]> {
  const [teams, members] = await Promise.all([
    db.select().from(deskTeams).orderBy(asc(deskTeams.createdAt), asc(deskTeams.id)),
    db.select().from(deskTeamMembers).orderBy(asc(deskTeamMembers.position)),
  ]);
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    memberIds: members.filter((member) => member.teamId === team.id).map((member) => member.userId),
    timeZone: team.timeZone,
    hours: team.hours,
    holidays: team.holidays,
    firstAnswerTarget: team.firstAnswerTarget,
    nextAnswerTarget: team.nextAnswerTarget,
    leadId: team.leadId,
  }));
}

export async function createTeam(db: Database, request: TeamRequest): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await requireInquiryReaders(tx, request.memberIds, (index) => `memberIds.${index}`);
    await tx.insert(deskTeams).values({ id, ...teamColumns(request) });
    await insertMembers(tx, id, request.memberIds);
  });
  return { id };
}

/** Replaces the team's settings and members; whose turn it is stays (taken modulo the new member count). */
export async function updateTeam(db: Database, id: string, request: TeamRequest): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(deskTeams)
      .set({ ...teamColumns(request), updatedAt: new Date() })
      .where(eq(deskTeams.id, id))
      .returning({ id: deskTeams.id });
    if (updated.length === 0) throw new AppError('not_found');
    await requireInquiryReaders(tx, request.memberIds, (index) => `memberIds.${index}`);
    await tx.delete(deskTeamMembers).where(eq(deskTeamMembers.teamId, id));
    await insertMembers(tx, id, request.memberIds);
  });
}

/** Deletes the team, its members' places and the rules that route to it; its inquiries keep their assignee. */
export async function deleteTeam(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    await tx.update(inquiries).set({ teamId: null }).where(eq(inquiries.teamId, id));
    const deleted = await tx.delete(deskTeams).where(eq(deskTeams.id, id)).returning({ id: deskTeams.id });
    if (deleted.length === 0) throw new AppError('not_found');
  });
}

function teamColumns(request: TeamRequest) {
  return {
    name: request.name,
    timeZone: request.timeZone,
    hours: request.hours,
    holidays: [...new Set(request.holidays)].sort(),
    firstAnswerTarget: request.firstAnswerTarget,
    // A PUT replaces the team: leaving the target out turns the next-answer clock off, like the lead.
    nextAnswerTarget: request.nextAnswerTarget ?? null,
    leadId: request.leadId ?? null,
  };
}

async function insertMembers(tx: Transaction, teamId: string, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await tx
    .insert(deskTeamMembers)
    .values(memberIds.map((userId, position) => ({ teamId, userId, position })));
}
