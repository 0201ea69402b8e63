import { businessMinutesOf, type Weekday, weekdays } from '@sitedesk/shared/business-hours';
import type { Team, TeamRequest } from '@sitedesk/shared/routing-api';

/**
 * What the team form edits, as the inputs hold it: one opening interval per weekday (decision 176: the
 * screen offers one span a day; the API takes more), holidays one per line, the target in whole hours.
 */
export type TeamDraft = {
  name: string;
  memberIds: string[];
  timeZone: string;
  hours: Record<Weekday, { opens: string; closes: string }>;
  holidays: string;
  targetHours: string;
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
  return {
    name: team?.name ?? '',
    memberIds: team?.memberIds ?? [],
    timeZone: team?.timeZone ?? defaultTimeZone,
    hours,
    holidays: (team?.holidays ?? []).join('\n'),
    targetHours: minutes === undefined ? '' : String(minutes / 60),
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
  const targetMinutes = Math.round(Number(draft.targetHours.replace(',', '.')) * 60);
  return {
    name: draft.name,
    memberIds: draft.memberIds,
    timeZone: draft.timeZone,
    hours,
    holidays: draft.holidays
      .split(/[\s,;]+/)
      .map((day) => day.trim())
      .filter(Boolean),
    firstAnswerTarget:
      draft.targetHours.trim() === '' || !Number.isFinite(targetMinutes) || targetMinutes <= 0
        ? 'invalid'
        : `PT${targetMinutes}M`,
    leadId: draft.leadId === '' ? null : draft.leadId,
  };
}

/** Moves the member at `index` one place up (-1) or down (+1). */
export function moveMember(ids: string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return next;
}
