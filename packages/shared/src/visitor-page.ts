import { z } from 'zod';
import { requiredTextSchema } from './text';

/** The visitor's own page (`/{locale}/requests/{token}`, decision 173): what its answer form accepts. */
export const visitorPageLimits = {
  answerMaxLength: 5_000,
} as const;

/**
 * `POST /{locale}/requests/{token}` — a plain form post (`multipart/form-data`, or
 * `application/x-www-form-urlencoded` without files): the visitor's answer, 1–5,000 visible characters,
 * storable text only (codes `required`, `too_long`, `invalid_characters`). Files come under `attachments`
 * and follow the contact form's rules (decision 182).
 */
export const visitorAnswerSchema = z.object({
  answer: requiredTextSchema(visitorPageLimits.answerMaxLength),
});
export type VisitorAnswer = z.output<typeof visitorAnswerSchema>;

/** How the page names an inquiry's status to its visitor. */
export type VisitorPageStatus = 'new' | 'in_progress' | 'answered' | 'closed';
