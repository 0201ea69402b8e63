import { useDeskI18n } from '../../../app/desk-i18n';
import { fieldId } from '../../../lib/document-path';
import { Alert } from '../../../ui/alert';
import { linkClass } from '../../../ui/styles';
import type { FieldNode } from '../model/field-tree';
import { useFieldLabels } from './content-form-context';

type Labels = ReturnType<typeof useFieldLabels>;

/** "Milestone 2 › Text" for `milestones.1.text`, so the summary names fields as the form labels them. */
function describePath(root: FieldNode, segments: string[], labels: Labels): string {
  const names: string[] = [];
  let node: FieldNode | undefined = root;
  let listKey = '';
  for (const segment of segments) {
    if (node?.kind === 'list' && /^\d+$/.test(segment)) {
      // "Milestone 2" already says which list; the list's own name would only repeat it.
      names.pop();
      names.push(labels.item(listKey, Number(segment)));
      node = node.element;
    } else {
      names.push(labels.field(segment));
      listKey = segment;
      node = node?.kind === 'group' ? node.fields.find((field) => field.key === segment)?.node : undefined;
    }
  }
  return names.join(' › ');
}

type Props = {
  root: FieldNode;
  /** The section's name and the form's id, for a problem with the section as a whole. */
  sectionName: string;
  formId: string;
  errors: Record<string, string>;
  onGoTo: (id: string) => void;
};

/** Every field the server refused, each linking to the field (which also shows its message). */
export function ValidationSummary({ root, sectionName, formId, errors, onGoTo }: Props) {
  const { t } = useDeskI18n();
  const labels = useFieldLabels();
  return (
    <Alert tone="error">
      <p className="font-semibold">{t.content.validation.summary}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {Object.entries(errors).map(([path, message]) => {
          const segments = path === '' ? [] : path.split('.');
          const id =
            segments.length === 0
              ? formId
              : fieldId(segments.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)));
          return (
            <li key={path}>
              <a
                href={`#${id}`}
                className={linkClass}
                onClick={(event) => {
                  event.preventDefault();
                  onGoTo(id);
                }}
              >
                {describePath(root, segments, labels) || sectionName}
              </a>
              : {message}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
