import { type DeskSettings, deskSettingsSchema } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { useTopicLabel, useTopics } from '../../../topics/topics-store';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { buttonPrimary, cardClass, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { saveDeskSettings } from '../api/desk-settings';

const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** Recipients per topic (one address per line) and the retention period, checked with the server's schema. */
export function SettingsForm({ initial }: { initial: DeskSettings }) {
  const { t } = useDeskI18n();
  const topics = useTopics();
  const topicLabel = useTopicLabel();
  const id = useId();
  const errorMessage = useErrorMessage();
  // Only what was typed here; every other topic shows what is saved. Topics are the editors' (decision 245).
  const [edited, setEdited] = useState<Record<string, string>>({});
  const recipientsOf = (topic: string) =>
    edited[topic] ??
    (Object.hasOwn(initial.notifyByTopic, topic) ? (initial.notifyByTopic[topic] ?? []) : []).join('\n');
  const [retention, setRetention] = useState(
    initial.retentionDays === null ? '' : String(initial.retentionDays),
  );
  const [problem, setProblem] = useState<string>();
  const [isSaved, setIsSaved] = useState(false);
  const action = useAction(saveDeskSettings);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    const candidate = {
      notifyByTopic: Object.fromEntries(
        topics
          .map(({ key }) => [key, splitAddresses(recipientsOf(key))] as const)
          .filter(([, list]) => list.length > 0),
      ),
      retentionDays: retention.trim() === '' ? null : Number(retention),
    };
    const parsed = deskSettingsSchema.safeParse(candidate);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path ?? [];
      const topic = path[1];
      setProblem(
        path[0] === 'notifyByTopic' && typeof topic === 'string'
          ? formatMessage(t.settings.invalidEmails, { topic: topicLabel(topic) })
          : t.settings.invalidRetention,
      );
      return;
    }
    setProblem(undefined);
    if ((await action.run(parsed.data)).ok) setIsSaved(true);
  };

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      {problem && <Alert tone="error">{problem}</Alert>}
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      {isSaved && <Alert tone="success">{t.saved}</Alert>}
      <section aria-labelledby={`${id}-notify`} className={cardClass}>
        <h2 id={`${id}-notify`} className="mb-2 text-2xl text-petrol-900">
          {t.settings.notifications}
        </h2>
        <p className="mb-4 text-steel-700">{t.settings.notificationsIntro}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {topics.map(({ key }) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className={labelClass}>
                {topicLabel(key)}
              </label>
              <textarea
                id={`${id}-${key}`}
                className={`${inputClass} min-h-20`}
                value={recipientsOf(key)}
                onChange={(event) => setEdited({ ...edited, [key]: event.target.value })}
              />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby={`${id}-retention`} className={cardClass}>
        <h2 id={`${id}-retention`} className="mb-4 text-2xl text-petrol-900">
          {t.settings.retention}
        </h2>
        <div className="max-w-xs">
          <Field
            label={t.settings.retentionLabel}
            hint={t.settings.retentionHint}
            type="number"
            inputMode="numeric"
            min={30}
            max={3650}
            value={retention}
            onChange={(event) => setRetention(event.target.value)}
          />
        </div>
      </section>
      <button type="submit" className={buttonPrimary} disabled={action.isPending}>
        {t.save}
      </button>
    </form>
  );
}
