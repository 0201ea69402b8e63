import { apiErrorCodes } from '@sitedesk/shared/api-errors';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** A shared request schema as JSON Schema: what a client may send, before zod's defaults and transforms. */
export function requestSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return jsonSchema;
}

/** One OpenAPI query parameter per field of a shared query-string schema. */
export function queryParametersOf(
  schema: z.ZodObject,
  descriptions: Partial<Record<string, string>> = {},
): JsonSchema[] {
  const { properties = {}, required = [] } = requestSchemaOf(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, fieldSchema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: fieldSchema,
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
  }));
}

/**
 * An object schema for a response type whose properties must name exactly the keys of `T` (the compiler
 * says so), so a field added to the shared TypeScript type cannot be forgotten here. Every key is required:
 * the desk's responses send `null` rather than leave a field out.
 */
export function objectOf<T>(properties: { [K in keyof T]-?: JsonSchema }): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };

export const uuid: JsonSchema = { type: 'string', format: 'uuid' };

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
