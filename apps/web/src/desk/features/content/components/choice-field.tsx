import type { DocumentPath } from '../../../lib/document-path';
import { inputClass } from '../../../ui/styles';
import type { FieldNode } from '../model/field-tree';
import { ContentFieldFrame } from './content-field-frame';
import { useContentForm, useFieldLabels } from './content-form-context';

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
  const current = typeof value === 'string' ? value : '';
  return (
    <ContentFieldFrame path={path} label={label} context={context}>
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
    </ContentFieldFrame>
  );
}
