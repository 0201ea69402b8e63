import { apiErrorCodes } from '@sitedesk/shared/api-errors';
import type { JsonSchema } from '../../http/openapi-schema';

// The JSON helpers the `/api/v1` routes describe themselves with (http/documented.ts) serve these files too.
export {
  type JsonSchema,
  objectOf,
  queryParametersOf,
  ref,
  requestSchemaOf,
  uuid,
} from '../../http/openapi-schema';

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };

/** The API's one error shape, `{"error":{"code","message","fields"?}}`, with the field codes it may carry. */
export function apiErrorSchemaOf(fieldCode: JsonSchema, description?: string): JsonSchema {
  const text: JsonSchema = { type: 'string' };
  return {
    ...(description ? { description } : {}),
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: [...apiErrorCodes] },
          message: text,
          fields: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: fieldCode, message: text },
            },
          },
          details: {
            type: 'object',
            description:
              'Machine-readable specifics of some errors, e.g. who saved a conflicting edit (409).',
          },
        },
      },
    },
  };
}
