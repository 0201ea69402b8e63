import { alwaysOfferedTopic, isBuiltInTopic, type TopicDefinition } from '@sitedesk/shared/inquiry-topics';
import type { SaveTopicsRequest } from '@sitedesk/shared/inquiry-topics-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useEffect, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { moved } from '../../../field-definitions/topic-field-drafts';
import { DeskApiError } from '../../../lib/api-client';
import { languageName } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { saveTopics, useTopicLabel } from '../../../topics/topics-store';
import { Alert } from '../../../ui/alert';
import { CheckboxField, Field } from '../../../ui/field';
import { LiveRegion, useAnnouncement } from '../../../ui/live-region';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';

/** A topic as the editor screen holds it; `isNew`: its key can still be chosen (a saved key stays). */
type TopicDraft = {
  id: string;
  key: string;
  labels: Partial<Record<Locale, string>> | null;
  isHidden: boolean;
  isNew: boolean;
};

let nextDraftId = 0;
const draftOf = (topic: TopicDefinition): TopicDraft => ({
  id: `topic-${nextDraftId++}`,
  key: topic.key,
  labels: topic.labels,
  isHidden: topic.isHidden,
  isNew: false,
});

const requestOf = (drafts: readonly TopicDraft[]): SaveTopicsRequest['topics'] =>
  drafts.map((draft) => ({
    key: draft.key.trim(),
    labels: isBuiltInTopic(draft.key) ? null : { en: '', ...draft.labels },
    isHidden: draft.isHidden,
  }));

/**
 * The form's topics (decision 245): their order, which the form shows, and topics the editor adds, named in
 * each site language. The built-in ones are translated and can be hidden, not removed; saving is live.
 */
export function TopicsEditor({
  topics,
  siteLocales,
}: {
  topics: readonly TopicDefinition[];
  siteLocales: readonly Locale[];
}) {
  const { t, locale: deskLocale } = useDeskI18n();
  const texts = t.inquiryTopics;
  const topicLabel = useTopicLabel();
  const errorMessage = useErrorMessage();
  const [drafts, setDrafts] = useState<TopicDraft[]>(() => topics.map(draftOf));
  const action = useAction(saveTopics);
  const { announcement, announce } = useAnnouncement();
  useEffect(() => setDrafts(topics.map(draftOf)), [topics]);

  // English first: it is the one every other language falls back to.
  const languages: Locale[] = [defaultLocale, ...siteLocales.filter((locale) => locale !== defaultLocale)];
  const fieldErrors = action.error instanceof DeskApiError ? action.error.fields : {};
  const errorAt = (path: string) => {
    const problem = fieldErrors[path];
    return problem ? problem.message || t.topicFields.invalid : undefined;
  };
  const listProblem = fieldErrors.topics;
  const change = (id: string, patch: Partial<TopicDraft>) =>
    setDrafts(drafts.map((draft) => (draft.id === id ? { ...draft, ...patch } : draft)));

  const submit = async () => {
    announce(t.topicFields.working);
    const result = await action.run(requestOf(drafts));
    if (result.ok) announce(texts.saved);
  };

  return (
    <form
      className="space-y-4"
      aria-labelledby="inquiry-topics-title"
      aria-busy={action.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="inquiry-topics-title" className="text-2xl text-petrol-900">
        {texts.title}
      </h2>
      <p className="text-steel-700">{texts.intro}</p>
      <LiveRegion announcement={announcement} />
      {action.error !== undefined && (
        <Alert tone="error">
          {listProblem?.code === 'too_small'
            ? texts.noneShown
            : listProblem?.code === 'too_big'
              ? texts.tooMany
              : Object.keys(fieldErrors).length > 0
                ? t.topicFields.invalid
                : errorMessage(action.error)}
        </Alert>
      )}
      <ol className="space-y-3">
        {drafts.map((draft, index) => {
          const number = index + 1;
          const isBuiltIn = isBuiltInTopic(draft.key) && !draft.isNew;
          const idOf = (part: string) => `${draft.id}-${part}`;
          return (
            <li key={draft.id}>
              <fieldset className="min-w-0 space-y-3 rounded-card border border-steel-200 bg-white p-4">
                <legend className="px-1 font-semibold">
                  {isBuiltIn || draft.key.trim() !== ''
                    ? `${number}. ${isBuiltIn ? topicLabel(draft.key) : draft.key.trim()}`
                    : formatMessage(texts.topic, { number })}
                </legend>
                {isBuiltIn ? (
                  <p className="text-sm text-steel-700">{texts.builtIn}</p>
                ) : (
                  <div className="grid gap-4 sm:grid-cols-2">
                    {draft.isNew && (
                      <Field
                        id={idOf('key')}
                        label={t.topicFields.key}
                        hint={t.topicFields.keyHint}
                        dir="ltr"
                        value={draft.key}
                        error={errorAt(`topics.${index}.key`)}
                        onChange={(event) => change(draft.id, { key: event.target.value })}
                      />
                    )}
                    {languages.map((language) => (
                      <Field
                        key={language}
                        id={idOf(`label-${language}`)}
                        label={formatMessage(t.topicFields.label, {
                          language: languageName(language, deskLocale),
                        })}
                        lang={language}
                        dir="auto"
                        value={draft.labels?.[language] ?? ''}
                        error={errorAt(`topics.${index}.labels.${language}`)}
                        onChange={(event) =>
                          change(draft.id, { labels: { ...draft.labels, [language]: event.target.value } })
                        }
                      />
                    ))}
                  </div>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  {draft.key === alwaysOfferedTopic ? (
                    <p className="text-sm text-steel-700">{texts.quoteAlwaysShown}</p>
                  ) : (
                    <CheckboxField
                      label={texts.shown}
                      checked={!draft.isHidden}
                      onCheckedChange={(checked) => change(draft.id, { isHidden: !checked })}
                    />
                  )}
                  <div className="flex flex-wrap gap-3 sm:ms-auto">
                    <button
                      type="button"
                      className={buttonSecondary}
                      disabled={index === 0}
                      onClick={() => setDrafts(moved(drafts, index, -1))}
                    >
                      {t.topicFields.moveUp}
                    </button>
                    <button
                      type="button"
                      className={buttonSecondary}
                      disabled={index === drafts.length - 1}
                      onClick={() => setDrafts(moved(drafts, index, 1))}
                    >
                      {t.topicFields.moveDown}
                    </button>
                    {!isBuiltIn && (
                      <button
                        type="button"
                        className={buttonSecondary}
                        onClick={() => setDrafts(drafts.filter((item) => item.id !== draft.id))}
                      >
                        {formatMessage(texts.remove, { number })}
                      </button>
                    )}
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonSecondary}
          onClick={() =>
            setDrafts([
              ...drafts,
              { id: `topic-${nextDraftId++}`, key: '', labels: {}, isHidden: false, isNew: true },
            ])
          }
        >
          {texts.add}
        </button>
        <button type="submit" className={buttonPrimary} aria-disabled={action.isPending}>
          {texts.save}
        </button>
      </div>
    </form>
  );
}
