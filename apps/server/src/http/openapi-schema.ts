import { z } from 'zod';

/** A piece of an OpenAPI document (a schema, a parameter, a response) as plain JSON. */
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

export const uuid: JsonSchema = { type: 'string', format: 'uuid' };

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export function jsonResponse(description: string, schema: JsonSchema): JsonSchema {
  return { description, content: { 'application/json': { schema } } };
}

/** A JSON response with an example of its body, which the rendered reference shows. */
export function exampleResponse(description: string, schema: JsonSchema, example: unknown): JsonSchema {
  return { description, content: { 'application/json': { schema, example } } };
}

export const noContent: JsonSchema = { description: 'Done; no body' };

export function pathParameter(name: string, description: string): JsonSchema {
  return { name, in: 'path', required: true, description, schema: { type: 'string' } };
}

/** A path parameter holding an id (a UUID) of `owner`, e.g. `The tag’s`; any other value finds nothing. */
export function uuidPathParameter(name: string, owner: string): JsonSchema {
  return pathParameter(name, `${owner} id (a UUID; anything else is 404).`);
}

/** The `components.responses` entry of each error an operation may answer, desk and `/api/v1` alike. */
export const errorResponses = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'ValidationFailed',
  429: 'RateLimited',
} as const;
export type ErrorStatus = keyof typeof errorResponses;
