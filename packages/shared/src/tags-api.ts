import { z } from 'zod';
import { inquiryStatuses } from './desk-api';
import { queryTextSchema, requiredTextSchema } from './text';

/**
 * The desk's tags (issue 26, decision 177): the contract of `/api/desk/tags` and
 * `/api/desk/inquiries/:id/tags/:tagId`, shared by the server and the desk.
 */

/**
 * The fixed palette a tag's colour comes from. Each one is drawn as dark text on a light tint of its hue with
 * a border of the hue (the desk's `tag-chip.tsx`), every pair above WCAG AA's 4.5:1; a free colour picker
 * could not promise that.
 */
export const tagColors = ['gray', 'red', 'amber', 'green', 'teal', 'blue', 'violet', 'pink'] as const;
export type TagColor = (typeof tagColors)[number];

/** Long enough for "Trade fair 2027 follow-up", short enough to stay a chip. */
export const tagNameMaxLength = 40;

/** POST /api/desk/tags and PUT /api/desk/tags/:id */
export const tagRequestSchema = z.object({
  name: requiredTextSchema(tagNameMaxLength),
  color: z.enum(tagColors),
});
export type TagRequest = z.infer<typeof tagRequestSchema>;

export type Tag = TagRequest & { id: string };

/** GET /api/desk/tags: every tag by name; each with how many inquiries carry it (spam left out). */
export type TagList = { items: (Tag & { count: number })[] };

/** At most this many inquiries in one bulk action: a page of the inbox holds 100 at most. */
export const bulkActionMaxIds = 100;

/** How long after a bulk action its undo is accepted (the desk offers it for far less). */
export const bulkUndoMinutes = 15;

/** POST /api/desk/inquiries/bulk: one action on up to 100 inquiries, in one transaction. */
export const bulkActionRequestSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'invalid' }))
    .min(1, 'too_small')
    .max(bulkActionMaxIds, 'too_big')
    .refine((ids) => new Set(ids).size === ids.length, 'invalid'),
  action: z.discriminatedUnion('type', [
    /** A staff member's id, or `null` to unassign. */
    z.object({ type: z.literal('assign'), assigneeId: queryTextSchema(64).min(1, 'required').nullable() }),
    /** Any status, spam included ("Mark as spam"); inquiries the lifecycle does not let move there are skipped. */
    z.object({ type: z.literal('status'), status: z.enum(inquiryStatuses) }),
    z.object({ type: z.literal('tag'), tagId: z.uuid({ error: 'invalid' }) }),
  ]),
});
export type BulkActionRequest = z.infer<typeof bulkActionRequestSchema>;

/**
 * What a bulk action did: how many inquiries it changed, how many it left (already so, a move the lifecycle
 * does not allow from their status, or gone), and the token that undoes it (`null` when nothing changed).
 */
export type BulkActionResult = { changed: number; skipped: number; undoToken: string | null };

/** POST /api/desk/inquiries/bulk/undo */
export const bulkUndoRequestSchema = z.object({ token: z.uuid({ error: 'invalid' }) });

/**
 * What an undo did: how many inquiries it put back, and how many it left because someone changed them
 * since (their value is no longer the one the bulk action set).
 */
export type BulkUndoResult = { restored: number; keptLaterChanges: number };
