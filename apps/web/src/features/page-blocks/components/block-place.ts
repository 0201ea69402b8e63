import type { PageBlock } from '@sitedesk/shared/collections/page-blocks';
import type { z } from 'zod';

/** Where a block sits on its page: its anchor (unique on the page, or none) and its heading's id. */
export type BlockPlace = { anchor: string | undefined; headingId: string };

/** What every block component is given: the block as its schema reads it, and its place. */
export type BlockProps<Schema extends z.ZodType> = { block: z.infer<Schema>; place: BlockPlace };

/**
 * Each block's anchor and heading id. Block ids are an editor's to choose and may repeat, so only the first
 * block with an id gets it as its anchor; heading ids go by position and never clash with the layout's.
 */
export function blockPlaces(blocks: readonly PageBlock[], takenIds: readonly string[]): BlockPlace[] {
  const seen = new Set(takenIds);
  return blocks.map((block, index) => {
    const anchor = seen.has(block.id) ? undefined : block.id;
    seen.add(block.id);
    return { anchor, headingId: `page-block-${index + 1}-title` };
  });
}
