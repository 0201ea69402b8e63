import type { AttachmentKind } from '@sitedesk/shared/attachment-kinds';
import type { Locale } from '@sitedesk/shared/locales';
import type { TopicFieldDefinition, TopicFieldType } from '@sitedesk/shared/topic-fields';
import type { SaveTopicFieldsRequest } from '@sitedesk/shared/topic-fields-api';

/** One field as the editor screen holds it: every text per language, empty where not written yet. */
export type FieldDraft = {
  /** The screen's own id, so rows keep their focus and state when moved. */
  id: string;
  key: string;
  type: TopicFieldType;
  isRequired: boolean;
  labels: Partial<Record<Locale, string>>;
  unit: Partial<Record<Locale, string>>;
  choices: { id: string; key: string; labels: Partial<Record<Locale, string>> }[];
  fileKinds: AttachmentKind[];
};

let nextId = 0;
export const draftId = () => `draft-${++nextId}`;

export function draftsOf(fields: readonly TopicFieldDefinition[]): FieldDraft[] {
  return fields.map((field) => ({
    id: draftId(),
    key: field.key,
    type: field.type,
    isRequired: field.isRequired,
    labels: { ...field.labels },
    unit: { ...(field.unit ?? {}) },
    choices: (field.choices ?? []).map((choice) => ({
      id: draftId(),
      key: choice.key,
      labels: { ...choice.labels },
    })),
    fileKinds: [...(field.fileKinds ?? [])],
  }));
}

export function newDraft(): FieldDraft {
  return {
    id: draftId(),
    key: '',
    type: 'text',
    isRequired: false,
    labels: {},
    unit: {},
    choices: [],
    fileKinds: [],
  };
}

/**
 * What the API takes: a unit only for a number, options only for a choice, file kinds only for a file. The
 * server checks the rest.
 */
export function requestOf(drafts: readonly FieldDraft[]): SaveTopicFieldsRequest['fields'] {
  return drafts.map((draft) => ({
    key: draft.key,
    type: draft.type,
    isRequired: draft.isRequired,
    labels: draft.labels,
    ...(draft.type === 'number' && Object.values(draft.unit).some(Boolean) ? { unit: draft.unit } : {}),
    ...(draft.type === 'choice' || draft.type === 'choices'
      ? { choices: draft.choices.map((choice) => ({ key: choice.key, labels: choice.labels })) }
      : {}),
    ...(draft.type === 'file' ? { fileKinds: draft.fileKinds } : {}),
  }));
}

/** Moves one item a place up (-1) or down (+1); at either end, nothing changes. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
