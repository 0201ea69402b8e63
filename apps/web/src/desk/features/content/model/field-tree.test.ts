import { contentSectionSchema } from '@sitedesk/shared/content/sections';
import { describe, expect, it } from 'vitest';
import { getAt, isMissingTranslation, moveItem, setAt } from '../../../lib/document-path';
import { inContext, nestedContext } from './field-context';
import { humanizeKey } from './field-labels';
import { describeField, emptyValueOf, type FieldNode } from './field-tree';

const fieldOf = (node: FieldNode, key: string): FieldNode | undefined =>
  node.kind === 'group' ? node.fields.find((field) => field.key === key)?.node : undefined;

describe('describeField', () => {
  const about = describeField(contentSectionSchema('about'), 'about');

  it('reads texts, long texts and lists from the section schema', () => {
    expect(fieldOf(about, 'title')).toMatchObject({ kind: 'text', isMultiline: false, isOptional: false });
    expect(fieldOf(about, 'paragraphs')).toMatchObject({
      kind: 'list',
      minItems: 1,
      element: { kind: 'text', isMultiline: true },
    });
    const milestones = fieldOf(about, 'milestones');
    expect(milestones?.kind === 'list' && milestones.element).toMatchObject({
      kind: 'group',
      fields: [
        { key: 'year', node: { kind: 'number', isInteger: true } },
        { key: 'text', node: { kind: 'text', isMultiline: true } },
      ],
    });
  });

  it('shows a picker for media references, through optional and refined wrappers', () => {
    // The company story always shows a picture (the built-in drawing until replaced); its alt text override is optional.
    expect(fieldOf(about, 'image')).toEqual({ kind: 'media', isOptional: false, widget: 'image' });
    expect(fieldOf(about, 'imageAlt')).toMatchObject({ kind: 'text', isOptional: true });
    const hero = describeField(contentSectionSchema('hero'), 'hero');
    expect(fieldOf(hero, 'image')).toEqual({ kind: 'media', isOptional: false, widget: 'image' });
    const downloads = fieldOf(describeField(contentSectionSchema('quality'), 'quality'), 'downloads');
    const download = downloads?.kind === 'list' ? downloads.element : undefined;
    expect(download && fieldOf(download, 'document')).toEqual({
      kind: 'media',
      isOptional: true,
      widget: 'document',
    });
  });

  it('turns enum-keyed records into fixed groups and enums into choices', () => {
    const meta = describeField(contentSectionSchema('meta'), 'meta');
    expect(meta.kind === 'group' && meta.fields.map((field) => field.key)).toContain('notFound');
    const home = meta.kind === 'group' ? meta.fields[0]?.node : undefined;
    expect(home && fieldOf(home, 'description')).toMatchObject({ kind: 'text', maxLength: 170 });
    const figures = fieldOf(describeField(contentSectionSchema('figures'), 'figures'), 'items');
    const figure = figures?.kind === 'list' ? figures.element : undefined;
    expect(figure && fieldOf(figure, 'format')).toEqual({
      kind: 'choice',
      isOptional: false,
      options: ['integer', 'year', 'percent'],
    });
  });

  it('starts a new list entry with its required fields', () => {
    const members = fieldOf(describeField(contentSectionSchema('team'), 'team'), 'members');
    expect(members?.kind === 'list' && emptyValueOf(members.element)).toEqual({
      name: '',
      role: '',
      location: '',
      bio: '',
    });
  });
});

describe('document paths', () => {
  const document = { items: [{ title: 'A' }, { title: 'B' }] };

  it('reads and writes without touching the original', () => {
    const changed = setAt(document, ['items', 1, 'title'], 'C');
    expect(getAt(changed, ['items', 1, 'title'])).toBe('C');
    expect(document.items[1]?.title).toBe('B');
  });

  it('removes an optional field set to undefined', () => {
    expect(setAt({ image: { mediaId: 'x' }, title: 'T' }, ['image'], undefined)).toEqual({ title: 'T' });
  });

  it('moves list entries and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('marks blank texts whose English text is not blank', () => {
    expect(isMissingTranslation('  ', 'Hello')).toBe(true);
    expect(isMissingTranslation(undefined, 'Hello')).toBe(true);
    expect(isMissingTranslation('Hallo', 'Hello')).toBe(false);
    expect(isMissingTranslation('', undefined)).toBe(false);
  });
});

describe('humanizeKey', () => {
  it('spells out camel-case keys', () => {
    expect(humanizeKey('downloadsTitle')).toBe('Downloads title');
    expect(humanizeKey('title')).toBe('Title');
  });
});

describe('field context', () => {
  it('names where a repeated field sits', () => {
    expect(inContext('Title', undefined)).toBe('Title');
    expect(inContext('Label', nestedContext('Item 2', 'Specification 1'))).toBe(
      'Label (Item 2, Specification 1)',
    );
  });
});
