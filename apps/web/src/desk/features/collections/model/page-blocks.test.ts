import { pageBlockSchema, pageBlockTypes } from '@sitedesk/shared/collections/page-blocks';
import { describe, expect, it } from 'vitest';
import { formDocument, formErrorPath } from './entry-documents';
import {
  addBlock,
  blockTitle,
  errorCountsByBlock,
  type FormBlock,
  moveBlock,
  newBlock,
  newBlockId,
  pageFieldCodes,
  removeBlock,
  restoreBlock,
} from './page-blocks';

const intro = newBlock('intro', 'intro-1');
const features = newBlock('features', 'features-1');
const quote = newBlock('quote', 'quote-1');
const ids = (blocks: FormBlock[]) => blocks.map((block) => block.id);

const mediaId = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const englishPage = {
  title: 'Our new plant in Porto',
  slug: 'porto',
  placement: 'header',
  seoDescription: 'Veltrum opens a plant in Porto.',
  blocks: [
    { type: 'intro', id: 'a1', title: 'Porto', text: 'A new plant.' },
    { type: 'imageText', id: 'b2', title: 'The hall', text: 'Big.', image: { mediaId }, imageSide: 'end' },
  ],
};

describe('block ids', () => {
  it('cuts a random UUID to an id the schema accepts', () => {
    const id = newBlockId();
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(newBlockId(new Set(), () => 'ABCDEF12-3456-4789-8abc-def012345678')).toBe('abcdef123456');
  });

  it('never hands out an id the page already uses', () => {
    const uuids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    expect(newBlockId(new Set(['111111111111']), () => uuids.shift() ?? '')).toBe('222222222222');
  });
});

describe('the block list', () => {
  it('adds a block of each type that, once its texts are filled in, is a valid block', () => {
    for (const type of pageBlockTypes) {
      const [block] = addBlock([], type);
      expect(block?.type).toBe(type);
      const filled = JSON.parse(
        JSON.stringify(block)
          .replace(/""/g, '"Words"')
          .replace(/"image":\{\}/, `"image":{"mediaId":"${mediaId}"}`),
      );
      if (type === 'downloads') filled.items[0].document = { mediaId };
      expect(pageBlockSchema.safeParse(filled).success, type).toBe(true);
    }
  });

  it('adds at the end with an id no other block has', () => {
    const blocks = addBlock([intro, features], 'cta');
    expect(blocks.map((block) => block.type)).toEqual(['intro', 'features', 'cta']);
    expect(new Set(ids(blocks)).size).toBe(3);
  });

  it('moves a block up and down, and ignores a move past either end', () => {
    const blocks = [intro, features, quote];
    expect(ids(moveBlock(blocks, 2, 1))).toEqual(['intro-1', 'quote-1', 'features-1']);
    expect(ids(moveBlock(blocks, 0, 1))).toEqual(['features-1', 'intro-1', 'quote-1']);
    expect(ids(moveBlock(blocks, 0, -1))).toEqual(ids(blocks));
    expect(ids(moveBlock(blocks, 2, 3))).toEqual(ids(blocks));
  });

  it('removes a block and puts it back in its place on undo', () => {
    const { blocks, removed } = removeBlock([intro, features, quote], 1);
    expect(ids(blocks)).toEqual(['intro-1', 'quote-1']);
    expect(removed?.block).toBe(features);
    if (!removed) throw new Error('nothing removed');
    expect(ids(restoreBlock(blocks, removed))).toEqual(['intro-1', 'features-1', 'quote-1']);
    // Removing past the end removes nothing.
    expect(removeBlock([intro], 4).removed).toBeUndefined();
  });

  it('names a block by its title or quote, else not at all', () => {
    expect(blockTitle({ ...intro, title: '  Porto ' })).toBe('Porto');
    expect(blockTitle({ ...quote, quote: 'Great machines.' })).toBe('Great machines.');
    expect(blockTitle(features)).toBe('');
  });
});

describe('field errors on blocks', () => {
  it('counts the refused fields of each block by position', () => {
    const counts = errorCountsByBlock({
      'blocks.0.title': 'Fill in this field.',
      'blocks.2.items.0.title': 'Fill in this field.',
      'blocks.2.items.1.text': 'Fill in this field.',
      blocks: 'Add at least one.',
      title: 'Fill in this field.',
    });
    expect([...counts]).toEqual([
      [0, 1],
      [2, 2],
    ]);
  });

  it('lands a refused save’s API paths on the block fields the form shows', () => {
    const apiFields = ['document.blocks.2.items.0.title', 'document.blocks.2.target.href', 'document.slug'];
    const errors = Object.fromEntries(apiFields.map((path) => [formErrorPath(path), 'Fill in this field.']));
    expect(Object.keys(errors)).toEqual(['blocks.2.items.0.title', 'blocks.2.target.href', 'slug']);
    expect([...errorCountsByBlock(errors)]).toEqual([[2, 2]]);
  });

  it('checks a page in the browser as the server does, naming each block field by its path', () => {
    expect(pageFieldCodes(englishPage, null)).toEqual({});
    const broken = {
      ...englishPage,
      slug: 'Porto!',
      blocks: [
        { type: 'intro', id: 'a1', title: '', text: 'A new plant.' },
        { type: 'features', id: 'c3', items: [{ icon: 'leaf', title: 'Green', text: 'x'.repeat(601) }] },
        { type: 'cta', id: 'd4', title: 'Talk', label: 'Go', target: { kind: 'url', href: 'javascript:x' } },
      ],
    };
    expect(pageFieldCodes(broken, null)).toEqual({
      slug: 'invalid_slug',
      'blocks.0.title': 'required',
      'blocks.1.items.0.text': 'too_long',
      'blocks.2.target.href': 'invalid_link',
    });
    expect(pageFieldCodes({ ...englishPage, blocks: [] }, null)).toEqual({ blocks: 'too_few' });
  });

  it('fills a translation’s blank texts from the default language before checking', () => {
    const german = formDocument('pages', {}, englishPage);
    expect(pageFieldCodes(german, englishPage)).toEqual({});
  });
});

describe('a translation’s blocks', () => {
  it('start as the default language’s blocks with choices kept, texts blank and pictures left to English (shared, decision 203)', () => {
    const german = formDocument('pages', {}, englishPage);
    expect(german.blocks).toEqual([
      { type: 'intro', id: 'a1' },
      { type: 'imageText', id: 'b2', imageSide: 'end' },
    ]);
    expect(german).toMatchObject({ placement: 'header', slug: '' });
  });
});
