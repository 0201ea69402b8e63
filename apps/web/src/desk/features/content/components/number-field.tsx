import type { DocumentPath } from '../../../lib/document-path';
import { FieldFrame } from '../../../ui/field-frame';
import { inputClass } from '../../../ui/styles';
import type { FieldNode } from '../model/field-tree';
import { useContentForm, useFieldState } from './content-form-context';

type Props = {
  node: Extract<FieldNode, { kind: 'number' }>;
  path: DocumentPath;
  label: string;
  context?: string | undefined;
  value: unknown;
};

/** A number; a blank field is left out of the document (the server then names it as required). */
export function NumberField({ node, path, label, context, value }: Props) {
  const { setValue } = useContentForm();
  const { id, error, errorId } = useFieldState(path);
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
        <input
          {...control}
          type="number"
          inputMode={node.isInteger ? 'numeric' : 'decimal'}
          step={node.isInteger ? 1 : 'any'}
          min={node.min ?? undefined}
          max={node.max ?? undefined}
          className={`${inputClass} max-w-48`}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => {
            const next = event.target.valueAsNumber;
            setValue(path, Number.isNaN(next) ? undefined : next);
          }}
        />
      )}
    </FieldFrame>
  );
}
