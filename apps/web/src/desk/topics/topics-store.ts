import { builtInTopicDefinitions, type TopicDefinition, topicLabel } from '@sitedesk/shared/inquiry-topics';
import type { SaveTopicsRequest, TopicsOverview } from '@sitedesk/shared/inquiry-topics-api';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useDeskI18n } from '../app/desk-i18n';
import { requestJson } from '../lib/api-client';

/**
 * The form's topics (decision 245), loaded once and shared: the inbox, the inquiry, the filters, routing and
 * the dashboard all name topics from here, so one request serves the whole desk. Until it answers (or if it
 * fails) the built-in topics stand in; an added topic then shows its key.
 */
let overview: TopicsOverview | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: TopicsOverview): void {
  overview = next;
  for (const listener of listeners) listener();
}

/** GET /api/desk/topics again. */
export function reloadTopics(): Promise<void> {
  loading ??= requestJson<TopicsOverview>('/api/desk/topics')
    .then(publish)
    .catch(() => undefined)
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** The topics and the site's languages, `undefined` until the first answer. */
export function useTopicsOverview(): TopicsOverview | undefined {
  const current = useSyncExternalStore(subscribe, () => overview);
  useEffect(() => {
    if (overview === undefined) void reloadTopics();
  }, []);
  return current;
}

/** Every topic, hidden ones too, in the editors' order. */
export function useTopics(): readonly TopicDefinition[] {
  return useTopicsOverview()?.topics ?? builtInTopicDefinitions;
}

/** Names a topic in the desk's language: a built-in one translated, an added one as its editor labelled it. */
export function useTopicLabel(): (key: string) => string {
  const { t, locale } = useDeskI18n();
  const topics = useTopics();
  return useCallback((key: string) => topicLabel(key, locale, topics, t.topicLabels), [locale, topics, t]);
}

/** PUT /api/desk/topics — the whole list in order; live once it answers. */
export async function saveTopics(topics: SaveTopicsRequest['topics']): Promise<TopicsOverview> {
  const saved = await requestJson<TopicsOverview>('/api/desk/topics', { method: 'PUT', json: { topics } });
  publish(saved);
  return saved;
}
