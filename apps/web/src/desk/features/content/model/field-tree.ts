import { z } from 'zod';

/**
 * The editor's form, read from a section's zod schema: the schema is the one source of what a section holds,
 * so a new field in the content model shows up in the desk without UI work.
 */
export type FieldNode =
  | {
      kind: 'text';
      isOptional: boolean;
      isMultiline: boolean;
      maxLength: number | null;
      inputType: 'text' | 'email' | 'tel';
    }
  | {
      kind: 'number';
      isOptional: boolean;
      isInteger: boolean;
      min: number | null;
      max: number | null;
    }
  | { kind: 'choice'; isOptional: boolean; options: string[] }
  | { kind: 'media'; isOptional: boolean; widget: 'image' | 'document' }
  | { kind: 'group'; isOptional: boolean; fields: { key: string; node: FieldNode }[] }
  | { kind: 'list'; isOptional: boolean; element: FieldNode; minItems: number }
  | { kind: 'unsupported'; isOptional: boolean };

/** Field names whose texts run to sentences or paragraphs, so they get a textarea. */
const multilineKeys = new Set([
  'paragraphs',
  'text',
  'bio',
  'lead',
  'statement',
  'intro',
  'quote',
  'description',
  'summary',
  'notice',
]);

const telKeys = new Set(['phone']);

function widgetOf(schema: z.core.$ZodType): 'image' | 'document' | null {
  const widget = z.globalRegistry.get(schema)?.widget;
  return widget === 'image' || widget === 'document' ? widget : null;
}

function minItemsOf(checks: z.core.$ZodCheck[] | undefined): number {
  for (const check of checks ?? []) {
    const def = check._zod.def;
    if (def.check === 'min_length' && 'minimum' in def && typeof def.minimum === 'number') return def.minimum;
  }
  return 0;
}

/** `key` is the field's name (for a list's entries: the list's), which decides single or multi-line text. */
export function describeField(schema: z.core.$ZodType, key: string, isOptional = false): FieldNode {
  const widget = widgetOf(schema);
  if (widget) return { kind: 'media', isOptional, widget };
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return describeField(def.innerType, key, isOptional || def.type !== 'nonoptional');
    case 'pipe':
      // A transform's input is what the editor types.
      return describeField(def.in, key, isOptional);
    case 'string': {
      const text = schema as z.ZodString;
      const isEmail = text.format === 'email';
      return {
        kind: 'text',
        isOptional,
        isMultiline: multilineKeys.has(key),
        maxLength: text.maxLength,
        inputType: isEmail ? 'email' : telKeys.has(key) ? 'tel' : 'text',
      };
    }
    case 'number': {
      const number = schema as z.ZodNumber;
      return {
        kind: 'number',
        isOptional,
        isInteger: number.isInt,
        min: Number.isFinite(number.minValue) ? number.minValue : null,
        max: Number.isFinite(number.maxValue) ? number.maxValue : null,
      };
    }
    case 'enum':
      return { kind: 'choice', isOptional, options: Object.values(def.entries).map(String) };
    case 'object':
      return {
        kind: 'group',
        isOptional,
        fields: Object.entries(def.shape).map(([name, child]) => ({
          key: name,
          node: describeField(child, name),
        })),
      };
    case 'record': {
      // Records keyed by an enum (`meta` by page) are fixed groups; other records cannot be edited here.
      const keys = (def.keyType as z.core.$ZodType)._zod.values;
      if (!keys) return { kind: 'unsupported', isOptional };
      return {
        kind: 'group',
        isOptional,
        fields: [...keys]
          .map(String)
          .map((name) => ({ key: name, node: describeField(def.valueType, name) })),
      };
    }
    case 'array':
      return {
        kind: 'list',
        isOptional,
        element: describeField(def.element, key),
        minItems: minItemsOf(def.checks),
      };
    default:
      return { kind: 'unsupported', isOptional };
  }
}

/** What a new list entry starts as: blank texts, the first choice, as many entries as a list needs. */
export function emptyValueOf(node: FieldNode): unknown {
  switch (node.kind) {
    case 'text':
      return '';
    case 'choice':
      return node.options[0];
    case 'group':
      return Object.fromEntries(
        node.fields
          .filter((field) => !field.node.isOptional)
          .map((field) => [field.key, emptyValueOf(field.node)]),
      );
    case 'list':
      return Array.from({ length: node.minItems }, () => emptyValueOf(node.element));
    default:
      return undefined;
  }
}
