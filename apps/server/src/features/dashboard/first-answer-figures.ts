import { type BusinessCalendar, businessMinutesBetween } from '@sitedesk/shared/business-hours';
import type { DeskStats, FirstAnswerFigures } from '@sitedesk/shared/desk-api';

/** An inquiry of the period that was answered, or whose first-answer deadline has passed. */
export type AnsweredInquiry = {
  arrivedAt: Date;
  firstAnsweredAt: Date | null;
  dueAt: Date | null;
  assigneeId: string | null;
  assigneeName: string | null;
  teamId: string | null;
};

export type TeamCalendar = BusinessCalendar & { id: string; name: string };

type Tally = { minutes: number[]; withTarget: number; withinTarget: number };

/**
 * First-answer figures for everyone, per assignee and per team. An answer's time is counted in business
 * minutes of the team the inquiry was routed to (decision 175), so a Friday-evening inquiry answered on
 * Monday morning took minutes, not a weekend; one routed to nobody has no hours to count in, so its time
 * is plain minutes.
 */
export function firstAnswerFigures(
  rows: readonly AnsweredInquiry[],
  teams: readonly TeamCalendar[],
): Pick<DeskStats, 'firstAnswer' | 'byAssignee' | 'byTeam'> {
  const teamsById = new Map(teams.map((team) => [team.id, team]));
  const everyone = newTally();
  const byAssignee = new Map<string, Tally & { name: string }>();
  const byTeam = new Map<string, Tally & { name: string }>();
  for (const row of rows) {
    const team = row.teamId ? teamsById.get(row.teamId) : undefined;
    const tallies = [everyone];
    if (row.assigneeId) tallies.push(tallyOf(byAssignee, row.assigneeId, row.assigneeName ?? ''));
    if (team) tallies.push(tallyOf(byTeam, team.id, team.name));
    const minutes = row.firstAnsweredAt
      ? team
        ? businessMinutesBetween(row.arrivedAt, row.firstAnsweredAt, team)
        : Math.max(0, (row.firstAnsweredAt.getTime() - row.arrivedAt.getTime()) / 60_000)
      : undefined;
    const isWithinTarget =
      row.dueAt !== null && row.firstAnsweredAt !== null && row.firstAnsweredAt <= row.dueAt;
    for (const tally of tallies) {
      if (minutes !== undefined) tally.minutes.push(minutes);
      if (row.dueAt !== null) tally.withTarget += 1;
      if (isWithinTarget) tally.withinTarget += 1;
    }
  }
  const listed = (groups: Map<string, Tally & { name: string }>) =>
    [...groups]
      .map(([id, tally]) => ({ id, name: tally.name, ...figuresOf(tally) }))
      .sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name));
  return { firstAnswer: figuresOf(everyone), byAssignee: listed(byAssignee), byTeam: listed(byTeam) };
}

function newTally(): Tally {
  return { minutes: [], withTarget: 0, withinTarget: 0 };
}

function tallyOf(groups: Map<string, Tally & { name: string }>, id: string, name: string) {
  let tally = groups.get(id);
  if (!tally) {
    tally = { ...newTally(), name };
    groups.set(id, tally);
  }
  return tally;
}

function figuresOf(tally: Tally): FirstAnswerFigures {
  return {
    answered: tally.minutes.length,
    medianMinutes: median(tally.minutes),
    withTarget: tally.withTarget,
    withinTarget: tally.withinTarget,
  };
}

/** The median, to whole minutes: the desk shows minutes, and seconds would only be noise. */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value);
}
