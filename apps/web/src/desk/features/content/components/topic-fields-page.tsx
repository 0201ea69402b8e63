import type { TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { useEffect, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { FieldDefinitionsForm } from '../../../field-definitions/field-definitions-form';
import { draftsOf, type FieldDraft, requestOf } from '../../../field-definitions/topic-field-drafts';
import { useAction } from '../../../lib/use-action';
import { useTopicLabel, useTopicsOverview } from '../../../topics/topics-store';
import { LiveRegion, useAnnouncement } from '../../../ui/live-region';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { SelectField } from '../../../ui/select-field';
import { saveTopicFields, useTopicFields } from '../api/topic-fields';
import { ContentSubpageHead } from './content-subpage-head';
import { TopicsEditor } from './topics-editor';

const save = ({ topic, drafts }: { topic: string; drafts: FieldDraft[] }) =>
  saveTopicFields(topic, requestOf(drafts));

/**
 * `/desk/content/form-fields`: the form's topics (decision 245) and the extra fields of each (decision 225).
 * The editor orders, hides and adds topics, then picks one, adds, orders and labels its fields and saves
 * them; the contact form shows them at once.
 */
export function TopicFieldsPage() {
  const { t } = useDeskI18n();
  const texts = t.topicFields;
  const resource = useTopicFields();
  const topics = useTopicsOverview();
  const topicLabel = useTopicLabel();
  const [overview, setOverview] = useState<TopicFieldsOverview>();
  const [topic, setTopic] = useState('quote');
  const [drafts, setDrafts] = useState<FieldDraft[]>([]);
  const action = useAction(save);
  const { announcement, announce } = useAnnouncement();
  const shown = overview ?? resource.data;

  // The chosen topic's fields as saved: on load, on another topic, after a save.
  useEffect(() => {
    const saved = shown?.topics.find((item) => item.topic === topic)?.fields ?? [];
    setDrafts(draftsOf(saved));
  }, [shown, topic]);

  if (resource.error && !shown) return <LoadError error={resource.error} onRetry={resource.reload} />;
  if (!shown || !topics) return <Loading />;

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
      <TopicsEditor topics={topics.topics} siteLocales={topics.siteLocales} />
      <h2 className="text-2xl text-petrol-900">{t.inquiryTopics.fieldsTitle}</h2>
      <LiveRegion announcement={announcement} />
      <SelectField
        id="topic-fields-topic"
        label={texts.topic}
        value={topic}
        className="max-w-sm"
        onValueChange={(chosen) => {
          const next = topics.topics.find((known) => known.key === chosen);
          if (next) {
            action.reset();
            setTopic(next.key);
          }
        }}
      >
        {topics.topics.map(({ key }) => (
          <option key={key} value={key}>
            {topicLabel(key)}
          </option>
        ))}
      </SelectField>
      <FieldDefinitionsForm
        className="space-y-6"
        drafts={drafts}
        onDraftsChange={setDrafts}
        siteLocales={shown.siteLocales}
        error={action.error}
        isPending={action.isPending}
        emptyText={texts.noFields}
        saveLabel={texts.save}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
