import { z } from 'zod';

/** A calendar day `YYYY-MM-DD` that exists (not `2026-02-30`): the database would refuse any other. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'invalid_date');
