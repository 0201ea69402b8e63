import type { DocumentPath } from '../../../lib/document-path';
import { inputClass, labelClass } from '../../../ui/styles';
import { FieldError } from '../../editing/components/field-error';
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
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {context && <span className="sr-only"> ({context})</span>}
      </label>
      <select
        id={id}
        className={`${inputClass} max-w-72`}
        value={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => setValue(path, event.target.value === '' ? undefined : event.target.value)}
      >
        {(node.isOptional || current === '') && <option value="">—</option>}
        {node.options.map((option) => (
          <option key={option} value={option}>
            {labels.option(option)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
