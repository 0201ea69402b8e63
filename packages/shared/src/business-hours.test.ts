import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BusinessCalendar,
  businessDeadline,
  businessMinutesBetween,
  businessMinutesOf,
  instantOfWallClock,
  isTimeZone,
  minutesOfClock,
} from './business-hours';

const weekdaysNineToFive = {
  mon: [['09:00', '17:00']],
  tue: [['09:00', '17:00']],
  wed: [['09:00', '17:00']],
  thu: [['09:00', '17:00']],
  fri: [['09:00', '17:00']],
} satisfies BusinessCalendar['hours'];

const berlin: BusinessCalendar = { timeZone: 'Europe/Berlin', hours: weekdaysNineToFive, holidays: [] };
const newYork: BusinessCalendar = { timeZone: 'America/New_York', hours: weekdaysNineToFive, holidays: [] };

const due = (arrival: string, target: string, calendar: BusinessCalendar) =>
  businessDeadline(new Date(arrival), businessMinutesOf(target) ?? 0, calendar)?.toISOString();

describe('businessDeadline', () => {
  it('counts within one working day', () => {
    // Tuesday 10:00 in Berlin (CET, UTC+1) + 4 h → 14:00 CET.
    expect(due('2026-01-13T09:00:00Z', 'PT4H', berlin)).toBe('2026-01-13T13:00:00.000Z');
  });

  it('carries a Friday-evening arrival over the weekend to Monday', () => {
    // Friday 16:00 CET: 1 h left on Friday, 3 h on Monday from 09:00 → Monday 12:00 CET.
    expect(due('2026-01-16T15:00:00Z', 'PT4H', berlin)).toBe('2026-01-19T11:00:00.000Z');
    // Friday 20:00 CET, after hours: the clock starts on Monday at 09:00.
    expect(due('2026-01-16T19:00:00Z', 'PT30M', berlin)).toBe('2026-01-19T08:30:00.000Z');
  });

  it('skips a holiday, read as a date in the team zone', () => {
    const withHoliday = { ...berlin, holidays: ['2026-01-19'] };
    expect(due('2026-01-16T19:00:00Z', 'PT30M', withHoliday)).toBe('2026-01-20T08:30:00.000Z');
  });

  it('starts the clock at opening for an arrival before hours', () => {
    // Wednesday 06:00 New York (EST, UTC−5) → opens 09:00 → due 09:30 EST.
    expect(due('2026-01-14T11:00:00Z', 'PT30M', newYork)).toBe('2026-01-14T14:30:00.000Z');
  });

  it('reads the hours in local time on both sides of the spring change (Berlin, New York)', () => {
    // Berlin switches to CEST on Sunday 2026-03-29. Friday 16:00 CET + 2 h → Monday 10:00 CEST (08:00 Z).
    expect(due('2026-03-27T15:00:00Z', 'PT2H', berlin)).toBe('2026-03-30T08:00:00.000Z');
    // New York switches to EDT on Sunday 2026-03-08. Friday 16:00 EST + 2 h → Monday 10:00 EDT (14:00 Z).
    expect(due('2026-03-06T21:00:00Z', 'PT2H', newYork)).toBe('2026-03-09T14:00:00.000Z');
  });

  it('reads the hours in local time across the autumn change (Berlin, New York)', () => {
    // Berlin back to CET on 2026-10-25: Friday 16:00 CEST + 2 h → Monday 10:00 CET (09:00 Z).
    expect(due('2026-10-23T14:00:00Z', 'PT2H', berlin)).toBe('2026-10-26T09:00:00.000Z');
    // New York back to EST on 2026-11-01: Friday 16:00 EDT + 2 h → Monday 10:00 EST (15:00 Z).
    expect(due('2026-10-30T20:00:00Z', 'PT2H', newYork)).toBe('2026-11-02T15:00:00.000Z');
  });

  it('counts the real hours of a night shift that the clock change shortens', () => {
    // A team open all Sunday night in Berlin: 00:00–24:00 on the change day is only 23 hours long.
    const allDaySunday: BusinessCalendar = { ...berlin, hours: { sun: [['00:00', '24:00']] } };
    // Sunday 00:00 CET = Saturday 23:00 Z; 23 h later the day is over (24:00 CEST = 22:00 Z).
    expect(due('2026-03-28T23:00:00Z', 'PT23H', allDaySunday)).toBe('2026-03-29T22:00:00.000Z');
    // A 24th hour falls into the next Sunday.
    expect(due('2026-03-28T23:00:00Z', 'PT24H', allDaySunday)).toBe('2026-04-04T23:00:00.000Z');
  });

  it('takes several intervals a day and an interval that ends at 24:00', () => {
    const split: BusinessCalendar = {
      timeZone: 'UTC',
      hours: {
        mon: [
          ['13:00', '17:00'],
          ['08:00', '12:00'],
        ],
        tue: [['20:00', '24:00']],
      },
      holidays: [],
    };
    // Monday 11:00 UTC: 1 h before lunch, 3 h after → 16:00.
    expect(due('2026-01-12T11:00:00Z', 'PT4H', split)).toBe('2026-01-12T16:00:00.000Z');
    // Monday 16:00: 1 h left, then Tuesday 20:00–24:00 → 4 h reach midnight exactly, 5 h do not fit.
    expect(due('2026-01-12T16:00:00Z', 'PT5H', split)).toBe('2026-01-14T00:00:00.000Z');
    expect(due('2026-01-12T16:00:00Z', 'PT6H', split)).toBe('2026-01-19T09:00:00.000Z');
  });

  it('counts a day of the target as 24 business hours', () => {
    const allWeek: BusinessCalendar = {
      timeZone: 'UTC',
      hours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [['00:00', '24:00']]]),
      ),
      holidays: [],
    };
    expect(due('2026-01-12T11:00:00Z', 'P1D', allWeek)).toBe('2026-01-13T11:00:00.000Z');
  });

  it('has no deadline without business hours', () => {
    expect(due('2026-01-12T11:00:00Z', 'PT1H', { ...berlin, hours: {} })).toBeUndefined();
  });

  it('is never before the arrival and counts exactly the target within hours (property)', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom(...zones),
        (arrival, minutes, timeZone) => {
          const calendar = { ...berlin, timeZone };
          const deadline = businessDeadline(new Date(arrival), minutes, calendar);
          expect(deadline).toBeDefined();
          const end = deadline?.getTime() ?? 0;
          expect(end).toBeGreaterThanOrEqual(arrival + minutes * 60_000);
          // One minute less of target is never later: the deadline grows with the target.
          const earlier = businessDeadline(new Date(arrival), minutes - 1, calendar)?.getTime() ?? 0;
          expect(earlier).toBeLessThanOrEqual(end);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('businessMinutesBetween', () => {
  const between = (start: string, end: string, calendar: BusinessCalendar) =>
    businessMinutesBetween(new Date(start), new Date(end), calendar);

  it('counts an answer three minutes after arrival as three minutes, not zero hours', () => {
    expect(between('2026-01-13T09:00:00Z', '2026-01-13T09:03:00Z', berlin)).toBe(3);
  });

  it('leaves out the night, the weekend and a holiday', () => {
    // Friday 16:00 CET to Monday 10:00 CET: one hour on Friday, one on Monday.
    expect(between('2026-01-16T15:00:00Z', '2026-01-19T09:00:00Z', berlin)).toBe(120);
    // With Monday a holiday, the same answer on Tuesday 10:00 counts one hour more.
    const withHoliday = { ...berlin, holidays: ['2026-01-19'] };
    expect(between('2026-01-16T15:00:00Z', '2026-01-20T09:00:00Z', withHoliday)).toBe(120);
    // Arrived and answered on a Saturday: no business time passed.
    expect(between('2026-01-17T10:00:00Z', '2026-01-17T12:00:00Z', berlin)).toBe(0);
  });

  it('is zero for an end before the start', () => {
    expect(between('2026-01-13T12:00:00Z', '2026-01-13T09:00:00Z', berlin)).toBe(0);
  });

  it('undoes businessDeadline: an answer at the deadline took exactly the target (property)', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom(...zones),
        (arrival, minutes, timeZone) => {
          const calendar = { ...berlin, timeZone, holidays: ['2026-12-24', '2027-01-01'] };
          const deadline = businessDeadline(new Date(arrival), minutes, calendar);
          if (!deadline) throw new Error('a weekday calendar always has a deadline');
          expect(businessMinutesBetween(new Date(arrival), deadline, calendar)).toBeCloseTo(minutes, 6);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('instantOfWallClock', () => {
  it('moves a time skipped by the spring change forward and takes the first of a repeated one', () => {
    // 02:30 does not exist in Berlin on 2026-03-29 → 03:30 CEST (01:30 Z).
    expect(new Date(instantOfWallClock(Date.UTC(2026, 2, 29, 2, 30), 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 02:30 happens twice on 2026-10-25 → the first, CEST (00:30 Z).
    expect(new Date(instantOfWallClock(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Berlin')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});

describe('the parsers', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads clocks, 24:00 only as an end', () => {
    expect(minutesOfClock('08:30')).toBe(510);
    expect(minutesOfClock('24:00')).toBeUndefined();
    expect(minutesOfClock('24:00', true)).toBe(1440);
    expect(minutesOfClock('25:00', true)).toBeUndefined();
    expect(minutesOfClock('12:60')).toBeUndefined();
    expect(minutesOfClock('8:00')).toBeUndefined();
  });

  it('reads business-time durations', () => {
    expect(businessMinutesOf('PT4H')).toBe(240);
    expect(businessMinutesOf('PT30M')).toBe(30);
    expect(businessMinutesOf('P1D')).toBe(1440);
    expect(businessMinutesOf('P1DT2H30M')).toBe(1590);
    expect(businessMinutesOf('PT')).toBeUndefined();
    expect(businessMinutesOf('P')).toBeUndefined();
    expect(businessMinutesOf('PT0H')).toBeUndefined();
    expect(businessMinutesOf('4h')).toBeUndefined();
  });
});
