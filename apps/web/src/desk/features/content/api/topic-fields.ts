import type { SaveTopicFieldsRequest, TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { requestJson } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/topic-fields — every topic's extra fields and the site's languages (decision 225). */
export function useTopicFields(): Resource<TopicFieldsOverview> {
  return useResource<TopicFieldsOverview>('/api/desk/topic-fields');
}

/** PUT /api/desk/topic-fields/{topic} — the topic's fields, in order; live once it answers. */
export function saveTopicFields(
  topic: string,
  fields: SaveTopicFieldsRequest['fields'],
): Promise<TopicFieldsOverview> {
  return requestJson<TopicFieldsOverview>(`/api/desk/topic-fields/${topic}`, {
    method: 'PUT',
    json: { fields },
  });
}
