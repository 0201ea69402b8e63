import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { useEffect, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { TopicFieldCard } from '../../../field-definitions/topic-field-card';
import {
  draftsOf,
  type FieldDraft,
  moved,
  newDraft,
  requestOf,
} from '../../../field-definitions/topic-field-drafts';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { LiveRegion, useAnnouncement } from '../../../ui/live-region';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { buttonPrimary, buttonSecondary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { saveProductFields, useProductFields } from '../api/product-fields';

const save = ({ entryId, drafts }: { entryId: string; drafts: FieldDraft[] }) =>
  saveProductFields(entryId, requestOf(drafts));

/**
 * A product's own fields (decision 243): its variants, options and other questions, asked under its line of
 * a request for a quotation. Beside the product's form, as its prices are: one list for every language
 * (labels per language inside), live when saved. The same field editor as the topics' (decision 225).
 */
export function ProductFieldsPanel({ entryId }: { entryId: string }) {
  const { t } = useDeskI18n();
  const texts = t.topicFields;
  const titleId = useId();
  const loaded = useProductFields(entryId);
  const [drafts, setDrafts] = useState<FieldDraft[]>();
  const action = useAction(save);
  const errorMessage = useErrorMessage();
  const { announcement, announce } = useAnnouncement();

  useEffect(() => {
    if (loaded.data && drafts === undefined) setDrafts(draftsOf(loaded.data.fields));
  }, [loaded.data, drafts]);

  const fieldErrors = action.error instanceof DeskApiError ? action.error.fields : {};
  const errorAt = (index: number) => (path: string) => {
    const problem = fieldErrors[`fields.${index}.${path}`];
    return problem ? problem.message || texts.invalid : undefined;
  };
  // English first: it is the one every other language falls back to.
  const languages: Locale[] = [
    defaultLocale,
    ...(loaded.data?.siteLocales ?? []).filter((locale) => locale !== defaultLocale),
  ];

  const submit = async () => {
    if (!drafts) return;
    announce(texts.working);
    const result = await action.run({ entryId, drafts });
    if (!result.ok) return;
    setDrafts(draftsOf(result.value.fields));
    announce(t.collections.productFields.saved);
  };

  return (
    <section aria-labelledby={titleId} className={`${cardClass} space-y-4`} data-testid="product-fields">
      <h2 id={titleId} className="text-xl text-petrol-900">
        {t.collections.productFields.title}
      </h2>
      <p className="text-steel-800">{t.collections.productFields.intro}</p>
      <LiveRegion announcement={announcement} />
      {loaded.error && !loaded.data ? (
        <LoadError error={loaded.error} onRetry={loaded.reload} />
      ) : !drafts ? (
        <Loading />
      ) : (
        <form
          className="space-y-4"
          aria-busy={action.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {action.error !== undefined && (
            <Alert tone="error">
              {Object.keys(fieldErrors).length > 0 ? texts.invalid : errorMessage(action.error)}
            </Alert>
          )}
          {drafts.length === 0 && <p className="text-steel-700">{t.collections.productFields.none}</p>}
          {drafts.map((draft, index) => (
            <TopicFieldCard
              key={draft.id}
              draft={draft}
              index={index}
              count={drafts.length}
              languages={languages}
              errorAt={errorAt(index)}
              onChange={(next) => setDrafts(drafts.map((item) => (item.id === draft.id ? next : item)))}
              onMove={(by) => setDrafts(moved(drafts, index, by))}
              onRemove={() => setDrafts(drafts.filter((item) => item.id !== draft.id))}
            />
          ))}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => setDrafts([...drafts, newDraft()])}
            >
              {texts.addField}
            </button>
            <button type="submit" className={buttonPrimary} aria-disabled={action.isPending}>
              {t.collections.productFields.save}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
