import { type Access, operation } from '../../http/desk-operation';
import { type ErrorStatus, type errorResponses, jsonResponse, noContent } from '../../http/openapi-schema';
import { type JsonSchema, objectOf, ref, uuid } from './json-schema';

export {
  type Access,
  csvDownload,
  type OperationOptions,
  operation,
} from '../../http/desk-operation';
export {
  jsonResponse,
  noContent,
  pathParameter,
  uuidPathParameter,
} from '../../http/openapi-schema';

const errorSchema = ref('DeskError');

/** The reusable error responses, for `components.responses`. */
export const deskErrorResponses: Record<(typeof errorResponses)[ErrorStatus], JsonSchema> = {
  BadRequest: errorResponseOf('The body is not JSON (`bad_request`)'),
  Unauthorized: errorResponseOf('No valid session cookie (`unauthorized`)'),
  Forbidden: errorResponseOf('The staff member’s role lacks the permission (`forbidden`)'),
  NotFound: errorResponseOf('No such resource (`not_found`)'),
  Conflict: {
    description:
      'The write collides with the current state: a stale `revision` (`edit_conflict`, `details` is an ' +
      '`EditConflictDetails`), a file still in use (`media_in_use`, `details` is a `MediaInUseDetails`), ' +
      'an answer to a spam inquiry (`inquiry_is_spam`), a resend of a message that did not fail ' +
      '(`delivery_not_failed`) or a change to a quotation already sent (`quote_closed`); the last three ' +
      'carry no `details`',
    content: {
      'application/json': {
        schema: {
          allOf: [
            errorSchema,
            {
              type: 'object',
              properties: {
                error: {
                  type: 'object',
                  properties: { details: { oneOf: [ref('EditConflictDetails'), ref('MediaInUseDetails')] } },
                },
              },
            },
          ],
        },
      },
    },
  },
  PayloadTooLarge: errorResponseOf('The body or the file is larger than allowed (`payload_too_large`)'),
  UnsupportedMediaType: errorResponseOf(
    'A body or file of a type the endpoint does not take (`unsupported_media_type`)',
  ),
  ValidationFailed: errorResponseOf(
    'Invalid fields; `fields` names each with its code (`validation_failed`)',
  ),
  RateLimited: {
    ...errorResponseOf('Too many attempts from this client (`rate_limited`)'),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
  },
};

function errorResponseOf(description: string): JsonSchema {
  return { description, content: { 'application/json': { schema: errorSchema } } };
}

const idOnly = objectOf<{ id: string }>({ id: uuid });

type WriteText = { summary: string; description?: string };

/**
 * The three writes the server's `resourceWriteRoutes` answers for a desk resource kept as a list (tags,
 * teams, routing rules, saved views): POST creates (201 with the id), PUT `{id}` replaces (200 with the id),
 * DELETE `{id}` removes (204). `itemErrors`: what PUT and DELETE may answer besides (403 for a saved view
 * someone else shared).
 */
export function resourceWriteOperations(options: {
  tag: string;
  access: Access;
  requestBody: string;
  id: JsonSchema;
  create: WriteText;
  update: WriteText;
  remove: WriteText;
  itemErrors?: ErrorStatus[];
}) {
  const { tag, access, requestBody, id, itemErrors = [] } = options;
  return {
    post: operation({
      tag,
      access,
      ...options.create,
      requestBody,
      responses: { 201: jsonResponse('Created', idOnly) },
      errors: [400, 415, 422],
    }),
    put: operation({
      tag,
      access,
      ...options.update,
      parameters: [id],
      requestBody,
      responses: { 200: jsonResponse('Updated', idOnly) },
      errors: [400, 404, 415, 422, ...itemErrors],
    }),
    delete: operation({
      tag,
      access,
      ...options.remove,
      parameters: [id],
      responses: { 204: noContent },
      errors: [404, ...itemErrors],
    }),
  };
}
