import type { DocumentPath } from '../../../lib/document-path';
import type { FieldNode } from '../model/field-tree';
import { ChoiceField } from './choice-field';
import { GroupField } from './group-field';
import { ListField } from './list-field';
import { MediaField } from './media-field';
import { NumberField } from './number-field';
import { TextField } from './text-field';

type Props = {
  node: FieldNode;
  path: DocumentPath;
  /** The field's name in the model; a list's entries carry the list's. */
  fieldKey: string;
  label: string;
  /** Where the field sits, for its accessible name (see `inContext`). */
  context?: string | undefined;
  value: unknown;
};

/** The control for one node of a section's schema. */
export function SchemaField({ node, path, fieldKey, label, context, value }: Props) {
  switch (node.kind) {
    case 'text':
      return <TextField node={node} path={path} label={label} context={context} value={value} />;
    case 'number':
      return <NumberField node={node} path={path} label={label} context={context} value={value} />;
    case 'choice':
      return <ChoiceField node={node} path={path} label={label} context={context} value={value} />;
    case 'media':
      return <MediaField node={node} path={path} label={label} context={context} value={value} />;
    case 'group':
      return <GroupField node={node} path={path} label={label} context={context} value={value} />;
    case 'list':
      return (
        <ListField
          node={node}
          path={path}
          fieldKey={fieldKey}
          label={label}
          context={context}
          value={value}
        />
      );
    default:
      // Nothing in the content model is unsupported today; a new kind of field stays untouched, not lost.
      return null;
  }
}
