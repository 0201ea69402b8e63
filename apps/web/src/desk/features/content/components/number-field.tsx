import type { DocumentPath } from '../../../lib/document-path';
import { inputClass } from '../../../ui/styles';
import type { FieldNode } from '../model/field-tree';
import { ContentFieldFrame } from './content-field-frame';
import { useContentForm } from './content-form-context';

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
  return (
    <ContentFieldFrame path={path} label={label} context={context}>
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
    </ContentFieldFrame>
  );
}
