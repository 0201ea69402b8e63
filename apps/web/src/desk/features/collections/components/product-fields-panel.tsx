import { useEffect, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { FieldDefinitionsForm } from '../../../field-definitions/field-definitions-form';
import { draftsOf, type FieldDraft, requestOf } from '../../../field-definitions/topic-field-drafts';
import { useAction } from '../../../lib/use-action';
import { LiveRegion, useAnnouncement } from '../../../ui/live-region';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { cardClass } from '../../../ui/styles';
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
  const { announcement, announce } = useAnnouncement();

  useEffect(() => {
    if (loaded.data && drafts === undefined) setDrafts(draftsOf(loaded.data.fields));
  }, [loaded.data, drafts]);

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
        <FieldDefinitionsForm
          className="space-y-4"
          drafts={drafts}
          onDraftsChange={setDrafts}
          siteLocales={loaded.data?.siteLocales ?? []}
          error={action.error}
          isPending={action.isPending}
          emptyText={t.collections.productFields.none}
          saveLabel={t.collections.productFields.save}
          onSubmit={() => void submit()}
        />
      )}
    </section>
  );
}
