/**
 * Business-hours arithmetic for first-answer deadlines (decision 168): when is an inquiry due, given the
 * moment it arrived, a team's time zone, weekly hours, holidays and a target such as `PT4H`? Pure and
 * built on `Intl` alone (every supported Node and browser has the full time-zone database), so the server
 * and the desk compute the same instant.
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** `[["08:00","12:00"],["13:00","17:00"]]`: a day's intervals, `24:00` allowed as an end. */
export type WeeklyHours = Partial<Record<Weekday, [string, string][]>>;

export type BusinessCalendar = {
  /** An IANA zone, e.g. `Europe/Berlin`: hours and holidays are read in it. */
  timeZone: string;
  hours: WeeklyHours;
  /** `YYYY-MM-DD`, days in the team's zone without business hours. */
  holidays: readonly string[];
};

const minuteMs = 60_000;
const dayMs = 86_400_000;
/** A calendar with a few hours a year must still end; past this many days there is no deadline. */
const maxDaysSearched = 3 * 366;

/** Whether `timeZone` is one the runtime knows (IANA names such as `America/New_York`, `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `HH:MM` as minutes after midnight; `24:00` (1440) only where `allowEndOfDay`; `undefined` if invalid. */
export function minutesOfClock(clock: string, allowEndOfDay = false): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return undefined;
  if (hours === 24 && minutes === 0 && allowEndOfDay) return 1440;
  if (hours > 23) return undefined;
  return hours * 60 + minutes;
}

/**
 * An ISO 8601 duration of business time (`PT4H`, `PT30M`, `P1D`, `P1DT2H30M`) in minutes; a day counts
 * as 24 business hours (decision 168). `undefined` when it is not one, or zero.
 */
export function businessMinutesOf(duration: string): number | undefined {
  const match = /^P(?:(\d{1,3})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,6})M)?)?$/.exec(duration);
  if (!match || duration.endsWith('T')) return undefined;
  const minutes = Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return minutes > 0 ? minutes : undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time at `instant` in `timeZone`, as if it were UTC (milliseconds, seconds kept). */
function wallClockOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall + (((instant % 1000) + 1000) % 1000);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockOf(instant, timeZone) - instant;
}

/**
 * The instant a wall-clock time (given as if it were UTC) happens in `timeZone`. A time that happens
 * twice (autumn) is its first occurrence; one skipped by a spring change is moved forward by the gap, as
 * Temporal's `compatible` disambiguation does.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  const before = offsetAt(wall - dayMs, timeZone);
  const after = offsetAt(wall + dayMs, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before;
}

/** The intervals of one day as minute pairs, sorted; invalid clocks are left out (the schema refuses them). */
function intervalsOf(hours: WeeklyHours, weekday: Weekday): [number, number][] {
  const intervals: [number, number][] = [];
  for (const [start, end] of hours[weekday] ?? []) {
    const from = minutesOfClock(start);
    const to = minutesOfClock(end, true);
    if (from !== undefined && to !== undefined && from < to) intervals.push([from, to]);
  }
  return intervals.sort((a, b) => a[0] - b[0]);
}

function dateKey(utcDay: number): string {
  return new Date(utcDay).toISOString().slice(0, 10);
}

/**
 * When `targetMinutes` of business time have passed after `arrival`: time before opening, after closing,
 * at weekends and on holidays does not count; an hour lost or gained by a DST change inside an interval
 * does (business time is time that really passes while the team works). `undefined` when the calendar has
 * no business hours within three years.
 */
export function businessDeadline(
  arrival: Date,
  targetMinutes: number,
  calendar: BusinessCalendar,
): Date | undefined {
  const holidays = new Set(calendar.holidays);
  const start = arrival.getTime();
  let remaining = targetMinutes * minuteMs;
  const wall = wallClockOf(start, calendar.timeZone);
  const firstDay = wall - (((wall % dayMs) + dayMs) % dayMs);
  for (let index = 0; index < maxDaysSearched; index++) {
    const day = firstDay + index * dayMs;
    if (holidays.has(dateKey(day))) continue;
    const weekday = weekdays[(new Date(day).getUTCDay() + 6) % 7] ?? 'mon';
    for (const [from, to] of intervalsOf(calendar.hours, weekday)) {
      const opens = instantOfWallClock(day + from * minuteMs, calendar.timeZone);
      const closes = instantOfWallClock(day + to * minuteMs, calendar.timeZone);
      const counted = Math.max(opens, start);
      if (counted >= closes) continue;
      if (remaining <= closes - counted) return new Date(counted + remaining);
      remaining -= closes - counted;
    }
  }
  return undefined;
}

/** A calendar's open intervals per local day, as instants: the dashboard measures many answers on few days. */
const openIntervalsByCalendar = new WeakMap<BusinessCalendar, Map<number, [number, number][]>>();

function openIntervalsOn(day: number, calendar: BusinessCalendar): [number, number][] {
  let byDay = openIntervalsByCalendar.get(calendar);
  if (!byDay) {
    byDay = new Map();
    openIntervalsByCalendar.set(calendar, byDay);
  }
  let intervals = byDay.get(day);
  if (!intervals) {
    const weekday = weekdays[(new Date(day).getUTCDay() + 6) % 7] ?? 'mon';
    intervals = calendar.holidays.includes(dateKey(day))
      ? []
      : intervalsOf(calendar.hours, weekday).map(([from, to]) => [
          instantOfWallClock(day + from * minuteMs, calendar.timeZone),
          instantOfWallClock(day + to * minuteMs, calendar.timeZone),
        ]);
    byDay.set(day, intervals);
  }
  return intervals;
}

/**
 * The business minutes between two instants: the inverse of `businessDeadline`, so an answer given at the
 * deadline took exactly the target. Days are counted in the calendar's zone; at most three years apart.
 */
export function businessMinutesBetween(start: Date, end: Date, calendar: BusinessCalendar): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  const wall = wallClockOf(from, calendar.timeZone);
  const firstDay = wall - (((wall % dayMs) + dayMs) % dayMs);
  let counted = 0;
  for (let index = 0; index < maxDaysSearched; index++) {
    const day = firstDay + index * dayMs;
    // A day starts at the earliest 14 hours before its UTC midnight (UTC+14): past `to`, nothing is left.
    if (day - 14 * 3_600_000 > to) break;
    for (const [opens, closes] of openIntervalsOn(day, calendar)) {
      const overlap = Math.min(closes, to) - Math.max(opens, from);
      if (overlap > 0) counted += overlap;
    }
  }
  return counted / minuteMs;
}
