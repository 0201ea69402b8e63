import { type InquiryTopic, inquiryTopics } from '@sitedesk/shared/inquiry-fields';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import type { TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { useEffect, useState } from 'react';
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
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { saveTopicFields, useTopicFields } from '../api/topic-fields';
import { ContentSubpageHead } from './content-subpage-head';

const save = ({ topic, drafts }: { topic: InquiryTopic; drafts: FieldDraft[] }) =>
  saveTopicFields(topic, requestOf(drafts));

/**
 * `/desk/content/form-fields`: the extra fields of each inquiry topic (decision 225). The editor picks a
 * topic, adds, orders and labels its fields and saves them; the contact form shows them at once.
 */
export function TopicFieldsPage() {
  const { t } = useDeskI18n();
  const texts = t.topicFields;
  const resource = useTopicFields();
  const [overview, setOverview] = useState<TopicFieldsOverview>();
  const [topic, setTopic] = useState<InquiryTopic>('quote');
  const [drafts, setDrafts] = useState<FieldDraft[]>([]);
  const action = useAction(save);
  const errorMessage = useErrorMessage();
  const { announcement, announce } = useAnnouncement();
  const shown = overview ?? resource.data;

  // The chosen topic's fields as saved: on load, on another topic, after a save.
  useEffect(() => {
    const saved = shown?.topics.find((item) => item.topic === topic)?.fields ?? [];
    setDrafts(draftsOf(saved));
  }, [shown, topic]);

  if (resource.error && !shown) return <LoadError error={resource.error} onRetry={resource.reload} />;
  if (!shown) return <Loading />;
  // English first: it is the one every other language falls back to.
  const languages: Locale[] = [
    defaultLocale,
    ...shown.siteLocales.filter((locale) => locale !== defaultLocale),
  ];
  const fieldErrors = action.error instanceof DeskApiError ? action.error.fields : {};
  const errorAt = (index: number) => (path: string) => {
    const problem = fieldErrors[`fields.${index}.${path}`];
    return problem ? problem.message || texts.invalid : undefined;
  };

  const submit = async () => {
    announce(texts.working);
    const result = await action.run({ topic, drafts });
    if (!result.ok) return;
    setOverview(result.value);
    announce(texts.saved);
  };

  return (
    <div className="space-y-6">
      <ContentSubpageHead title={texts.title} intro={texts.intro} />
      <LiveRegion announcement={announcement} />
      <SelectField
        id="topic-fields-topic"
        label={texts.topic}
        value={topic}
        className="max-w-sm"
        onValueChange={(chosen) => {
          const next = inquiryTopics.find((known) => known === chosen);
          if (next) {
            action.reset();
            setTopic(next);
          }
        }}
      >
        {inquiryTopics.map((known) => (
          <option key={known} value={known}>
            {t.topicLabels[known]}
          </option>
        ))}
      </SelectField>
      <form
        className="space-y-6"
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
        {drafts.length === 0 && <p className="text-steel-700">{texts.noFields}</p>}
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
            {texts.save}
          </button>
        </div>
      </form>
    </div>
  );
}
