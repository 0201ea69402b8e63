import { z } from 'zod';
import { requiredTextSchema } from './text';

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
