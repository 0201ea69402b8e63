import { describedDesk } from '../../http/desk-operation';
import { jsonResponse, noContent, ref, uuidPathParameter } from '../../http/openapi-schema';

/**
 * The desk's management of API keys (decision 231), as its routes describe themselves (decision 248); the
 * body and answer schemas are `components.schemas` of the reference (api-docs).
 */
const tag = 'Desk: API keys';
const access = 'apikeys:manage';

export const listApiKeysDoc = describedDesk({
  tag,
  summary: 'List the API keys',
  description: 'Newest first, revoked ones included; each with its prefix and last use, never its secret.',
  access,
  responses: { 200: jsonResponse('The keys', ref('ApiKeyList')) },
});

export const createApiKeyDoc = describedDesk({
  tag,
  summary: 'Create an API key',
  description:
    'The answer holds the whole key (`sdk_<prefix>_<secret>`), this once: the service keeps only a hash of ' +
    'it. The key acts on behalf of the member who created it and never beyond their role; `expiresAt` ' +
    'must lie in the future. Only an owner may give a key `people:export` or `people:erase` (403 for an ' +
    'admin; decision 237).',
  access,
  requestBody: 'ApiKeyCreateRequest',
  responses: { 201: jsonResponse('Created, with the key', ref('ApiKeyCreated')) },
  errors: [400, 415, 422],
});

export const revokeApiKeyDoc = describedDesk({
  tag,
  summary: 'Revoke an API key',
  description: 'It stops working at once and stays in the list, revoked.',
  access,
  parameters: [uuidPathParameter('id', 'The key’s')],
  responses: { 204: noContent },
  errors: [404],
});
