import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { useDeskI18n } from '../app/desk-i18n';
import { DeskApiError } from '../lib/api-client';
import { Alert } from '../ui/alert';
import { buttonPrimary, buttonSecondary } from '../ui/styles';
import { useErrorMessage } from '../ui/use-error-message';
import { TopicFieldCard } from './topic-field-card';
import { type FieldDraft, moved, newDraft } from './topic-field-drafts';

/**
 * A list of field definitions as an editor shapes it: a card per field (add, order, label in each site
 * language, remove) and a save button. The topics' extra fields (decision 225) and a product's own fields
 * (decision 243) are edited with it; each page says whose fields they are and saves them its own way.
 */
export function FieldDefinitionsForm({
  drafts,
  onDraftsChange,
  siteLocales,
  error,
  isPending,
  emptyText,
  saveLabel,
  onSubmit,
  className,
}: {
  drafts: FieldDraft[];
  onDraftsChange: (drafts: FieldDraft[]) => void;
  siteLocales: readonly Locale[];
  /** The last save's failure, if any: its per-field problems are shown on the cards. */
  error: unknown;
  isPending: boolean;
  emptyText: string;
  saveLabel: string;
  onSubmit: () => void;
  className: string;
}) {
  const { t } = useDeskI18n();
  const texts = t.topicFields;
  const errorMessage = useErrorMessage();
  // English first: it is the one every other language falls back to.
  const languages: Locale[] = [defaultLocale, ...siteLocales.filter((locale) => locale !== defaultLocale)];
  const fieldErrors = error instanceof DeskApiError ? error.fields : {};
  const errorAt = (index: number) => (path: string) => {
    const problem = fieldErrors[`fields.${index}.${path}`];
    return problem ? problem.message || texts.invalid : undefined;
  };
  return (
    <form
      className={className}
      aria-busy={isPending}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {error !== undefined && (
        <Alert tone="error">
          {Object.keys(fieldErrors).length > 0 ? texts.invalid : errorMessage(error)}
        </Alert>
      )}
      {drafts.length === 0 && <p className="text-steel-700">{emptyText}</p>}
      {drafts.map((draft, index) => (
        <TopicFieldCard
          key={draft.id}
          draft={draft}
          index={index}
          count={drafts.length}
          languages={languages}
          errorAt={errorAt(index)}
          onChange={(next) => onDraftsChange(drafts.map((item) => (item.id === draft.id ? next : item)))}
          onMove={(by) => onDraftsChange(moved(drafts, index, by))}
          onRemove={() => onDraftsChange(drafts.filter((item) => item.id !== draft.id))}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => onDraftsChange([...drafts, newDraft()])}
        >
          {texts.addField}
        </button>
        <button type="submit" className={buttonPrimary} aria-disabled={isPending}>
          {saveLabel}
        </button>
      </div>
    </form>
  );
}
