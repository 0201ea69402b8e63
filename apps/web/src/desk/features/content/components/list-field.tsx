import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { type DocumentPath, fieldId } from '../../../lib/document-path';
import { ReorderableList } from '../../editing/components/reorderable-list';
import { inContext } from '../model/field-context';
import { emptyValueOf, type FieldNode } from '../model/field-tree';
import { useContentForm, useFieldLabels, useFieldState } from './content-form-context';
import { SchemaField } from './schema-field';

type Props = {
  node: Extract<FieldNode, { kind: 'list' }>;
  path: DocumentPath;
  fieldKey: string;
  label: string;
  context?: string | undefined;
  value: unknown;
};

/** A list of the section's schema: the shared list field, each entry a field of the list's element type. */
export function ListField({ node, path, fieldKey, label, context, value }: Props) {
  const { t } = useDeskI18n();
  const m = t.content.fields;
  const { setValue, requestFocus } = useContentForm();
  const labels = useFieldLabels();
  const { error, errorId } = useFieldState(path);
  const items: unknown[] = Array.isArray(value) ? value : [];

  return (
    <ReorderableList
      id={fieldId(path)}
      legend={
        <>
          {label}
          {context && <span className="sr-only"> ({context})</span>}
        </>
      }
      error={error}
      errorId={errorId}
      items={items}
      onChange={(next) => setValue(path, next)}
      newItem={() => emptyValueOf(node.element)}
      minItems={node.minItems}
      messages={{
        ...m,
        remove: m.removeItem,
        add: formatMessage(m.addItem, { list: inContext(label, context) }),
      }}
      itemName={(index) => inContext(labels.item(fieldKey, index), context)}
      requestFocus={requestFocus}
    >
      {(index) => (
        <SchemaField
          node={node.element}
          path={[...path, index]}
          fieldKey={fieldKey}
          label={labels.item(fieldKey, index)}
          context={context}
          value={items[index]}
        />
      )}
    </ReorderableList>
  );
}
