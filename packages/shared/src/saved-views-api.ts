import { z } from 'zod';
import { inquiryListQuerySchema } from './desk-api';
import { requiredTextSchema } from './text';

/**
 * Saved views of the inbox (issue 26, decision 186): a name for a set of filters and an order, kept by a
 * member for themself or shared with the team. The contract of `/api/desk/saved-views`.
 */

/** Long enough for "Overdue quotes from Germany", short enough for the inbox's list of views. */
export const savedViewNameMaxLength = 60;

/** A member keeps at most this many views of their own; the team at most this many shared ones. */
export const savedViewsPerMember = 50;
export const sharedSavedViewsMax = 100;

/**
 * What a view shows: the inbox's filters and order, never a page (a view opens at its first page).
 * `assignee: "me"` is whoever opens the view, so one shared "Mine" serves everyone.
 */
export const savedViewQuerySchema = inquiryListQuerySchema.omit({ page: true, pageSize: true }).strict();
export type SavedViewQuery = z.infer<typeof savedViewQuerySchema>;

/** POST /api/desk/saved-views and PUT /api/desk/saved-views/:id */
export const savedViewRequestSchema = z.object({
  name: requiredTextSchema(savedViewNameMaxLength),
  /** Seen by every member who reads inquiries; kept by whoever made it, and by owners and admins. */
  shared: z.boolean(),
  query: savedViewQuerySchema,
});
export type SavedViewRequest = z.infer<typeof savedViewRequestSchema>;

export type SavedView = SavedViewRequest & {
  id: string;
  /** Who made it; `null` once they left the team (a shared view stays). */
  owner: { id: string; name: string } | null;
  /** Whether the signed-in member may rename, share or delete it. */
  canEdit: boolean;
};

/** GET /api/desk/saved-views: the member's own views, then the shared ones of others, each by name. */
export type SavedViewList = { items: SavedView[] };
