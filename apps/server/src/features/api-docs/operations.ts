import type { ErrorStatus, errorResponses } from '../../http/openapi-schema';
import { type JsonSchema, ref } from './json-schema';

export {
  type Access,
  csvDownload,
  type OperationOptions,
  operation,
  resourceWriteOperations,
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
