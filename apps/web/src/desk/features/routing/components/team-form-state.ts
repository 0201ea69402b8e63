import { businessMinutesOf, type Weekday, weekdays } from '@sitedesk/shared/business-hours';
import type { Team, TeamRequest } from '@sitedesk/shared/routing-api';

/**
 * What the team form edits, as the inputs hold it: one opening interval per weekday (decision 176: the
 * screen offers one span a day; the API takes more), holidays one per line, the targets in hours (the
 * next-answer target empty when the team keeps no next-answer clock, decision 181).
 */
export type TeamDraft = {
  name: string;
  memberIds: string[];
  timeZone: string;
  hours: Record<Weekday, { opens: string; closes: string }>;
  holidays: string;
  targetHours: string;
  nextTargetHours: string;
  leadId: string;
};

const workingDays: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

export function draftOf(team: Team | undefined, defaultTimeZone: string): TeamDraft {
  const hours = Object.fromEntries(
    weekdays.map((day) => {
      const intervals = team
        ? (team.hours[day] ?? [])
        : workingDays.includes(day)
          ? [['09:00', '17:00']]
          : [];
      return [day, { opens: intervals[0]?.[0] ?? '', closes: intervals.at(-1)?.[1] ?? '' }];
    }),
  ) as TeamDraft['hours'];
  const minutes = team ? businessMinutesOf(team.firstAnswerTarget) : 240;
  const nextMinutes = team?.nextAnswerTarget ? businessMinutesOf(team.nextAnswerTarget) : undefined;
  return {
    name: team?.name ?? '',
    memberIds: team?.memberIds ?? [],
    timeZone: team?.timeZone ?? defaultTimeZone,
    hours,
    holidays: (team?.holidays ?? []).join('\n'),
    targetHours: minutes === undefined ? '' : String(minutes / 60),
    nextTargetHours: nextMinutes === undefined ? '' : String(nextMinutes / 60),
    leadId: team?.leadId ?? '',
  };
}

/** The request the draft stands for; the shared schema then checks it as the server will. */
export function requestOf(draft: TeamDraft): TeamRequest {
  const hours: TeamRequest['hours'] = {};
  for (const day of weekdays) {
    const { opens, closes } = draft.hours[day];
    if (opens !== '' || closes !== '') hours[day] = [[opens, closes === '00:00' ? '24:00' : closes]];
  }
  return {
    name: draft.name,
    memberIds: draft.memberIds,
    timeZone: draft.timeZone,
    hours,
    holidays: draft.holidays
      .split(/[\s,;]+/)
      .map((day) => day.trim())
      .filter(Boolean),
    firstAnswerTarget: durationOf(draft.targetHours),
    nextAnswerTarget: draft.nextTargetHours.trim() === '' ? null : durationOf(draft.nextTargetHours),
    leadId: draft.leadId === '' ? null : draft.leadId,
  };
}

/** Hours as typed (`1.5` or `1,5`) as an ISO 8601 duration; `invalid` (refused by the schema) if not a number above 0. */
function durationOf(hours: string): string {
  const minutes = Math.round(Number(hours.replace(',', '.')) * 60);
  return hours.trim() === '' || !Number.isFinite(minutes) || minutes <= 0 ? 'invalid' : `PT${minutes}M`;
}

/** Moves the member at `index` one place up (-1) or down (+1). */
export function moveMember(ids: string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}
