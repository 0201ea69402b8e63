import { type DocumentPath, getAt } from '../../../lib/document-path';
import { FieldError } from '../../../ui/field-error';
import { FieldGroup } from '../../../ui/field-group';
import { nestedContext } from '../model/field-context';
import type { FieldNode } from '../model/field-tree';
import { useFieldLabels, useFieldState } from './content-form-context';
import { SchemaField } from './schema-field';

type Props = {
  node: Extract<FieldNode, { kind: 'group' }>;
  path: DocumentPath;
  /** `undefined` for the section itself, whose fields need no surrounding group. */
  label: string | undefined;
  context?: string | undefined;
  value: unknown;
};

/** The fields of an object (an address, a list entry), grouped under its name. */
export function GroupField({ node, path, label, context, value }: Props) {
  const labels = useFieldLabels();
  const { id, error, errorId } = useFieldState(path);
  const fields = (
    <div className="space-y-4">
      {node.fields.map((field) => (
        <SchemaField
          key={field.key}
          node={field.node}
          path={[...path, field.key]}
          fieldKey={field.key}
          label={labels.field(field.key)}
          context={nestedContext(context, label)}
          value={getAt(value, [field.key])}
        />
      ))}
    </div>
  );
  if (label === undefined) return fields;
  return (
    <FieldGroup
      id={id}
      describedBy={errorId}
      legend={
        <>
          {label}
          {context && <span className="sr-only"> ({context})</span>}
        </>
      }
    >
      <FieldError id={errorId} message={error} />
      {fields}
    </FieldGroup>
  );
}
