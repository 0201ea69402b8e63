import type { ApiKeyScope } from '@sitedesk/shared/api-keys-api';
import type { MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import { findTargetHandler } from 'hono/utils/handler';
import {
  type DescribeRouteOptions,
  describeRoute,
  type HandlerUniqueProperty,
  type ResolverReturnType,
  resolver,
  uniqueSymbol,
} from 'hono-openapi';
import type { z } from 'zod';
import {
  type ErrorStatus,
  errorResponses,
  type JsonSchema,
  queryParametersOf,
  ref,
  requestSchemaOf,
} from './openapi-schema';

/** What a request sends as its JSON body. */
type RequestBody =
  /** An existing `components.schemas` entry other paths send too (the contact form's `InquiryRequest`). */
  | { component: string }
  /**
   * The shared zod schema the handler parses, listed as `components.schemas[name]`. `alsoRequired`: fields
   * a refinement requires (to answer its own error code), which JSON Schema cannot see.
   */
  | { name: string; schema: z.ZodType; alsoRequired?: string[] };

export type DocumentedOptions = {
  /** The API key scope the route's guard asks for. */
  scope: ApiKeyScope;
  summary: string;
  description: string;
  /** Path and header parameters, listed before the query's. */
  parameters?: JsonSchema[];
  /** The shared zod schema of the query string the handler parses, with a description per field. */
  query?: { schema: z.ZodObject; descriptions?: Partial<Record<string, string>> };
  body?: RequestBody;
  bodyExample?: unknown;
  responses: Record<number, JsonSchema>;
  /** What the route answers besides the guard's 401, 403 and 429. */
  errors?: Exclude<ErrorStatus, 401 | 403 | 429>[];
};

const publicApiTag = 'Public API v1';

/**
 * An `/api/v1` route's OpenAPI operation, declared on the route itself (decision 246): the Bearer API key
 * scheme, the scope written into the description, and the guard's answers — 401 without a valid key
 * (missing, unknown, expired, revoked), 403 outside its scope, 429 over its per-minute limit — so none of
 * them can be forgotten route by route. `/api/openapi.json` is generated from these (hono-openapi).
 */
export function documented(options: DocumentedOptions): MiddlewareHandler {
  const statuses = [...new Set<ErrorStatus>([...(options.errors ?? []), 401, 403, 429])].sort(
    (a, b) => a - b,
  );
  const errors = Object.fromEntries(
    statuses.map((status) => [status, { $ref: `#/components/responses/${errorResponses[status]}` }]),
  );
  const parameters = [
    ...(options.parameters ?? []),
    ...(options.query ? queryParametersOf(options.query.schema, options.query.descriptions) : []),
  ];
  const spec: JsonSchema = {
    tags: [publicApiTag],
    summary: options.summary,
    description: `${options.description}\n\nRequires an API key with the \`${options.scope}\` scope.`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(options.body ? { requestBody: requestBodyOf(options.body, options.bodyExample) } : {}),
    responses: { ...options.responses, ...errors },
    security: [{ apiKeyAuth: [] }],
  };
  // The pieces are plain JSON (as the hand-written desk paths are); the OpenAPI 3.1 validator checks the
  // generated document's shape in the tests, which these types cannot do for a JSON Schema anyway.
  return describeRoute(spec as DescribeRouteOptions);
}

function requestBodyOf(body: RequestBody, example: unknown): JsonSchema {
  const schema = 'component' in body ? ref(body.component) : componentResolver(body);
  return {
    required: true,
    content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
  };
}

/**
 * hono-openapi's resolver for the body's zod schema, answering a `$ref` to `components.schemas[name]` and
 * that component (our `requestSchemaOf`: what a client may send, before defaults), so the reference names
 * the body as the desk's hand-written paths do.
 */
function componentResolver(body: Extract<RequestBody, { name: string }>): ResolverReturnType {
  const jsonSchema = requestSchemaOf(body.schema);
  const required = (jsonSchema.required as string[] | undefined) ?? [];
  const component = body.alsoRequired
    ? { ...jsonSchema, required: [...new Set([...required, ...body.alsoRequired])].sort() }
    : jsonSchema;
  const schemas = { [body.name]: component };
  return {
    ...resolver(body.schema),
    toOpenAPISchema: async () => ({ schema: ref(body.name), components: { schemas } }),
  };
}

type DescribedHandler = { [uniqueSymbol]?: HandlerUniqueProperty };

/**
 * The routes under `prefix` (`/api/v1/`) served without a description: `METHOD /path` of each route whose
 * chain holds no `documented(…)` (hono-openapi `describeRoute`) with a summary. Hono lists every handler
 * and middleware of a route as an entry of its own; `ALL` entries are `use()` middleware.
 */
export function undescribedRoutes(routes: readonly RouterRoute[], prefix: string): string[] {
  const served = new Set<string>();
  const described = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith(prefix)) continue;
    const endpoint = `${route.method} ${route.path}`;
    served.add(endpoint);
    const metadata = (findTargetHandler(route.handler) as DescribedHandler)[uniqueSymbol];
    const summary = metadata && 'spec' in metadata ? metadata.spec.summary : undefined;
    if (summary?.trim()) described.add(endpoint);
  }
  return [...served].filter((endpoint) => !described.has(endpoint));
}
