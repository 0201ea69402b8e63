import { useDeskI18n } from '../../../app/desk-i18n';
import { ErrorSummary } from '../../../ui/error-summary';
import { entryFieldId } from './entry-form-context';

/** `specs.1.label` → "Specifications › Label": the names the form shows, from the catalog where it has one. */
function describePath(path: string, labels: Partial<Record<string, string>>, fallback: string): string {
  if (path === '') return fallback;
  return path
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? String(Number(segment) + 1) : (labels[segment] ?? segment)))
    .join(' › ');
}

/** Every field the server (or the rich-text check) refused, each linking to its field, like the section editor. */
export function EntryErrorSummary({
  errors,
  formName,
}: {
  errors: Record<string, string>;
  formName: string;
}) {
  const { t } = useDeskI18n();
  const labels: Partial<Record<string, string>> = t.collections.fields;
  const items = Object.entries(errors).map(([path, message]) => ({
    fieldId: entryFieldId(path === '' ? [] : path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))),
    label: describePath(path, labels, formName),
    message,
  }));
  return <ErrorSummary title={t.collections.validation.summary} items={items} />;
}
