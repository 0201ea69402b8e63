import { pageEntrySchema } from '@sitedesk/shared/collections/entries';
import { blockIdSchema, type PageBlockType } from '@sitedesk/shared/collections/page-blocks';
import { iconNames } from '@sitedesk/shared/content/schema';
import { withTranslationFallback } from '@sitedesk/shared/content/translation-fallback';
import type { z } from 'zod';

/**
 * The block list of an editor's page as plain data: what the block editor does to it (add, move, remove,
 * undo) and how a refused save's paths (`blocks.2.items.0.title`) land on a block. Kept apart from React so
 * each step can be tested on its own.
 */

/** A block as the form holds it: the schema's shape while being filled in, so texts may still be blank. */
export type FormBlock = { type: PageBlockType; id: string } & Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isFormBlock(value: unknown): value is FormBlock {
  return isRecord(value) && typeof value.type === 'string' && typeof value.id === 'string';
}

/** The blocks of a page's form; anything that is not a block (a broken draft) is left out of the editor. */
export function blocksOf(document: unknown): FormBlock[] {
  const blocks = isRecord(document) ? document.blocks : undefined;
  return Array.isArray(blocks) ? blocks.filter(isFormBlock) : [];
}

/**
 * A new block id: a random UUID cut to 12 hex digits, which fits `blockIdSchema` and, among a page's at most
 * 30 blocks, never repeats in practice. `taken` makes sure of it anyway.
 */
export function newBlockId(
  taken: ReadonlySet<string> = new Set(),
  uuid: () => string = () => crypto.randomUUID(),
): string {
  for (;;) {
    const id = uuid().replace(/-/g, '').slice(0, 12).toLowerCase();
    if (blockIdSchema.safeParse(id).success && !taken.has(id)) return id;
  }
}

/** What a new block of `type` starts with: blank texts, one list item where a list needs one. */
export function newBlock(type: PageBlockType, id: string): FormBlock {
  switch (type) {
    case 'intro':
      return { type, id, title: '', text: '' };
    case 'figures':
      return { type, id, items: [{ value: 0, format: 'integer', label: '' }] };
    case 'features':
      return { type, id, items: [{ icon: iconNames[0], title: '', text: '' }] };
    case 'imageText':
      return { type, id, title: '', text: '', image: {}, imageSide: 'start' };
    case 'quote':
      return { type, id, quote: '', name: '' };
    case 'cta':
      return { type, id, title: '', label: '', target: { kind: 'page', page: 'contact' } };
    case 'downloads':
      return { type, id, title: '', items: [{ title: '' }] };
    case 'contactBand':
      return { type, id, title: '' };
  }
}

/** The list with a new block of `type` at its end. */
export function addBlock(blocks: readonly FormBlock[], type: PageBlockType, id?: string): FormBlock[] {
  const blockId = id ?? newBlockId(new Set(blocks.map((block) => block.id)));
  return [...blocks, newBlock(type, blockId)];
}

/** The list with the block at `from` moved to `to`; out of range changes nothing. */
export function moveBlock(blocks: readonly FormBlock[], from: number, to: number): FormBlock[] {
  if (from === to || from < 0 || to < 0 || from >= blocks.length || to >= blocks.length) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** A removed block and where it was, so "Undo" puts it back in its place. */
export type RemovedBlock = { block: FormBlock; index: number };

export function removeBlock(
  blocks: readonly FormBlock[],
  index: number,
): { blocks: FormBlock[]; removed: RemovedBlock | undefined } {
  const block = blocks[index];
  if (!block) return { blocks: [...blocks], removed: undefined };
  return { blocks: blocks.filter((_, position) => position !== index), removed: { block, index } };
}

export function restoreBlock(blocks: readonly FormBlock[], removed: RemovedBlock): FormBlock[] {
  const next = [...blocks];
  next.splice(Math.min(removed.index, next.length), 0, removed.block);
  return next;
}

/** The text that names a block in the editor: its title, its quote, or nothing (then its type and number). */
export function blockTitle(block: FormBlock): string {
  for (const key of ['title', 'quote']) {
    const value = block[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

/**
 * How many of the refused fields (`blocks.2.items.0.title`, keyed as the form keys them) lie in each block,
 * by the block's position, so a collapsed block can say so and open.
 */
export function errorCountsByBlock(errors: Record<string, string>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const path of Object.keys(errors)) {
    const match = /^blocks\.(\d+)(\.|$)/.exec(path);
    if (!match) continue;
    const index = Number(match[1]);
    counts.set(index, (counts.get(index) ?? 0) + 1);
  }
  return counts;
}

/** The server's field codes for a zod problem, the same mapping `entry-field-errors.ts` uses. */
const schemaCodes = new Set([
  'invalid_slug',
  'invalid_link',
  'invalid_date',
  'invalid_email',
  'invalid_characters',
]);

function codeOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big') return issue.origin === 'array' ? 'too_many' : 'too_long';
  if (issue.code === 'too_small' && issue.origin === 'array') return 'too_few';
  const isBlank = issue.code === 'too_small' && issue.origin === 'string';
  const isMissing = issue.code === 'invalid_type' && issue.input === undefined;
  if (isBlank || isMissing) return 'required';
  return schemaCodes.has(issue.message) ? issue.message : 'invalid';
}

/**
 * The page checked in the browser with the shared schema, as the server will check it: a translation's blank
 * texts filled from the default language first. Each refused field's first code, keyed by its form path;
 * empty when the page can be saved.
 */
export function pageFieldCodes(document: unknown, fallback: unknown): Record<string, string> {
  const shown = fallback ? withTranslationFallback(document, fallback) : document;
  const parsed = pageEntrySchema.safeParse(shown, { reportInput: true });
  if (parsed.success) return {};
  const codes: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    codes[path] ??= codeOf(issue);
  }
  return codes;
}

/** Keys a translation shares with the default language rather than writing its own: codes, files, links. */
const sharedBlockKeys = new Set([
  'type',
  'id',
  'icon',
  'mediaId',
  'format',
  'value',
  'imageSide',
  'target',
  'document',
]);

function withoutTexts(value: unknown, key = ''): unknown {
  if (sharedBlockKeys.has(key)) return value;
  if (typeof value === 'string') return undefined;
  if (Array.isArray(value)) return value.map((item) => withoutTexts(item));
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(([name, child]) => [name, withoutTexts(child, name)] as const);
  return Object.fromEntries(entries.filter(([, child]) => child !== undefined));
}

/**
 * A translation's first blocks: the default language's blocks with their images, icons and figures but no
 * texts, so each field shows the text it falls back to (by position, as the site does) until translated.
 */
export function translationBlocks(fallbackBlocks: unknown): FormBlock[] {
  return Array.isArray(fallbackBlocks)
    ? fallbackBlocks.filter(isFormBlock).map((block) => withoutTexts(block) as FormBlock)
    : [];
}
