import type { DocumentPath } from '../../../lib/document-path';
import { inputClass, labelClass } from '../../../ui/styles';
import { FieldError } from '../../editing/components/field-error';
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
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {context && <span className="sr-only"> ({context})</span>}
      </label>
      <input
        id={id}
        type="number"
        inputMode={node.isInteger ? 'numeric' : 'decimal'}
        step={node.isInteger ? 1 : 'any'}
        min={node.min ?? undefined}
        max={node.max ?? undefined}
        className={`${inputClass} max-w-48`}
        value={typeof value === 'number' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          const next = event.target.valueAsNumber;
          setValue(path, Number.isNaN(next) ? undefined : next);
        }}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
