import type { DocumentPath } from '../../../lib/document-path';
import { FieldFrame } from '../../../ui/field-frame';
import { inputClass } from '../../../ui/styles';
import type { FieldNode } from '../model/field-tree';
import { useContentForm, useFieldLabels, useFieldState } from './content-form-context';

type Props = {
  node: Extract<FieldNode, { kind: 'choice' }>;
  path: DocumentPath;
  label: string;
  context?: string | undefined;
  value: unknown;
};

/** One of a fixed list of values (an icon, a kind of location). */
export function ChoiceField({ node, path, label, context, value }: Props) {
  const { setValue } = useContentForm();
  const labels = useFieldLabels();
  const { id, error, errorId } = useFieldState(path);
  const current = typeof value === 'string' ? value : '';
  return (
    <FieldFrame
      id={id}
      label={
        <>
          {label}
          {context && <span className="sr-only"> ({context})</span>}
        </>
      }
      error={error}
      errorId={errorId}
    >
      {(control) => (
        <select
          {...control}
          className={`${inputClass} max-w-72`}
          value={current}
          onChange={(event) => setValue(path, event.target.value === '' ? undefined : event.target.value)}
        >
          {(node.isOptional || current === '') && <option value="">—</option>}
          {node.options.map((option) => (
            <option key={option} value={option}>
              {labels.option(option)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
