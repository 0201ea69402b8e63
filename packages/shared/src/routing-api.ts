import { z } from 'zod';
import { businessMinutesOf, isTimeZone, minutesOfClock, weekdays } from './business-hours';
import { calendarDaySchema } from './calendar-day';
import { isCountryCode } from './countries';
import { inquiryTopicLimits } from './inquiry-topics';
import { topicKeySchema } from './inquiry-topics-api';
import { locales } from './locales';
import { type RegionGroup, regionGroupIds } from './regions';
import { queryTextSchema, requiredTextSchema } from './text';

/**
 * Teams, routing rules and first-answer deadlines (issue 26, decision 168): the contract of
 * `/api/desk/teams`, `/api/desk/routing-rules` and `/api/desk/me/away`, shared by the server and the desk.
 */

const clockSchema = (allowEndOfDay: boolean) =>
  z
    .string()
    .max(5, 'invalid_time')
    .refine((clock) => minutesOfClock(clock, allowEndOfDay) !== undefined, 'invalid_time');

/** `["08:00","12:00"]`: `24:00` may end an interval; each starts before it ends. */
const intervalSchema = z
  .tuple([clockSchema(false), clockSchema(true)])
  .refine(
    ([start, end]) => (minutesOfClock(start) ?? 0) < (minutesOfClock(end, true) ?? 0),
    'invalid_interval',
  );

/** A day's intervals, none overlapping another. */
const dayHoursSchema = z
  .array(intervalSchema)
  .max(12, 'too_big')
  .refine((intervals) => {
    const sorted = intervals
      .map(([start, end]) => [minutesOfClock(start) ?? 0, minutesOfClock(end, true) ?? 0] as const)
      .sort((a, b) => a[0] - b[0]);
    return sorted.every(([start], index) => index === 0 || start >= (sorted[index - 1]?.[1] ?? 0));
  }, 'overlapping_intervals');

/** A staff member's id as the desk sends it; the server checks that they exist. */
const staffIdSchema = queryTextSchema(64).min(1, 'required');

/** A target in business time, ISO 8601 (`PT4H`), at most 90 business days. */
const targetSchema = z
  .string()
  .max(32, 'invalid_duration')
  .refine((duration) => {
    const minutes = businessMinutesOf(duration);
    return minutes !== undefined && minutes <= 90 * 1440;
  }, 'invalid_duration');

/** POST /api/desk/teams and PUT /api/desk/teams/:id */
export const teamRequestSchema = z
  .object({
    name: requiredTextSchema(200),
    memberIds: z
      .array(staffIdSchema)
      .max(200, 'too_big')
      .refine((ids) => new Set(ids).size === ids.length, 'duplicate_member'),
    timeZone: z.string().max(64, 'unknown_time_zone').refine(isTimeZone, 'unknown_time_zone'),
    hours: z.partialRecord(z.enum(weekdays), dayHoursSchema),
    holidays: z.array(calendarDaySchema).max(400, 'too_big'),
    /** Business time to the first answer, ISO 8601: `PT4H`, `PT30M`, `P1D` (= 24 business hours). */
    firstAnswerTarget: targetSchema,
    /**
     * Business time from a visitor's answer (after a staff answer) to the next staff answer (decision 181);
     * left out or `null`: no next-answer clock.
     */
    nextAnswerTarget: targetSchema.nullable().optional(),
    /**
     * The member told when a first-answer deadline passes unanswered (decision 174); without one, the
     * owners and admins are. Must be one of `memberIds`.
     */
    leadId: staffIdSchema.nullable().optional(),
  })
  .refine((team) => team.leadId == null || team.memberIds.includes(team.leadId), {
    message: 'lead_not_member',
    path: ['leadId'],
  });
export type TeamRequest = z.infer<typeof teamRequestSchema>;

export type Team = TeamRequest & { id: string };
export type TeamList = { items: Team[] };

/** POST /api/desk/routing-rules and PUT /api/desk/routing-rules/:id */
export const routingRuleRequestSchema = z.object({
  name: requiredTextSchema(200),
  /** Every condition given must match; a rule without any matches every inquiry (the default). */
  when: z
    .object({
      countries: z
        .array(z.string().max(2, 'invalid_country').refine(isCountryCode, 'invalid_country'))
        .max(300, 'too_big')
        .optional(),
      /** Region groups (`regions.ts`): the inquiry's country in any of them, or in `countries`, matches. */
      regions: z
        .array(z.enum(regionGroupIds as [RegionGroup, ...RegionGroup[]]))
        .max(regionGroupIds.length, 'too_big')
        .optional(),
      topics: z.array(topicKeySchema).max(inquiryTopicLimits.topicsMaxCount, 'too_big').optional(),
      locales: z.array(z.enum(locales)).max(locales.length, 'too_big').optional(),
      /**
       * Any of these words or phrases in the inquiry's message, compared without case and accents as plain
       * text (never a pattern: decision 176).
       */
      keywords: z.array(requiredTextSchema(100)).max(50, 'too_big').optional(),
      /** The product or job (collection entry ids) the inquiry was sent about, from its page. */
      entryIds: z.array(z.uuid()).max(200, 'too_big').optional(),
    })
    .default({}),
  assignTo: z.union([
    z.object({ userId: staffIdSchema }).strict(),
    z.object({ teamId: z.uuid({ error: 'unknown_team' }) }).strict(),
  ]),
});
export type RoutingRuleRequest = z.infer<typeof routingRuleRequestSchema>;

export type RoutingRule = RoutingRuleRequest & { id: string };
export type RoutingRuleList = { items: RoutingRule[] };

/**
 * PUT /api/desk/routing-rules/order: every rule's id in the order they are to apply. A list that is not
 * exactly the current rules (one was added or deleted meanwhile) is refused with 409 `edit_conflict`.
 */
export const routingRuleOrderSchema = z.object({
  ids: z
    .array(z.uuid())
    .max(1000, 'too_big')
    .refine((ids) => new Set(ids).size === ids.length, 'invalid'),
});
export type RoutingRuleOrder = z.infer<typeof routingRuleOrderSchema>;

/** GET /api/desk/inquiries/:id/routing — which rule would match the inquiry now, and whom it would assign. */
export type RoutingPreview = {
  rule: { id: string; name: string } | null;
  assigneeId: string | null;
  teamId: string | null;
  firstAnswerDueAt: string | null;
};

/** PUT /api/desk/me/away: away until then (skipped by teams' turns), or `null` when back. */
export const awayRequestSchema = z.object({
  awayUntil: z.iso.datetime({ offset: true, error: 'invalid_date' }).nullable(),
});
export type AwayRequest = z.infer<typeof awayRequestSchema>;
