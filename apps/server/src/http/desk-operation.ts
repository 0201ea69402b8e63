import { can, type Permission, staffRoles } from '@sitedesk/shared/permissions';
import type { MiddlewareHandler } from 'hono';
import { type DescribeRouteOptions, describeRoute } from 'hono-openapi';
import {
  type ErrorStatus,
  errorResponses,
  type JsonSchema,
  jsonResponse,
  noContent,
  objectOf,
  ref,
  uuid,
} from './openapi-schema';
import type { ResourceWriteDocs } from './resource-write-routes';

/** Who may call an operation: holders of a permission, any signed-in staff member, or anyone. */
export type Access = Permission | 'staff' | 'public';

export type OperationOptions = {
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  parameters?: JsonSchema[];
  /** The name of a `components.schemas` entry sent as the body, JSON unless `requestMediaType` says otherwise. */
  requestBody?: string;
  requestMediaType?: 'application/json' | 'multipart/form-data';
  responses: Record<number, JsonSchema>;
  errors?: ErrorStatus[];
};

function accessNote(access: Access): string {
  if (access === 'public') return 'Public: no session needed.';
  if (access === 'staff') return 'Requires a signed-in staff member of any role.';
  const roles = staffRoles.filter((role) => can(role, access)).join(', ');
  return `Requires the \`${access}\` permission (roles: ${roles}).`;
}

/**
 * One OpenAPI operation of the desk: the permission it needs is written into its description, and the 401
 * and 403 that guard enforces are added to its responses, so neither can be forgotten operation by operation.
 */
export function operation(options: OperationOptions): JsonSchema {
  const guardErrors: ErrorStatus[] =
    options.access === 'public' ? [] : options.access === 'staff' ? [401] : [401, 403];
  const statuses = [...new Set<ErrorStatus>([...guardErrors, ...(options.errors ?? [])])].sort(
    (a, b) => a - b,
  );
  const errors = Object.fromEntries(
    statuses.map((status) => [status, { $ref: `#/components/responses/${errorResponses[status]}` }]),
  );
  return {
    tags: [options.tag],
    summary: options.summary,
    description: [options.description, accessNote(options.access)].filter(Boolean).join('\n\n'),
    ...(options.access === 'public' ? {} : { security: [{ cookieAuth: [] }] }),
    ...(options.parameters ? { parameters: options.parameters } : {}),
    ...(options.requestBody
      ? {
          requestBody: {
            required: true,
            content: {
              [options.requestMediaType ?? 'application/json']: { schema: ref(options.requestBody) },
            },
          },
        }
      : {}),
    responses: { ...options.responses, ...errors },
  };
}

/**
 * A desk route's operation declared on the route itself (decision 248): `operation()` as hono-openapi
 * metadata, so `/api/openapi.json` lists the route from its own declaration, beside its handler, and a
 * route cannot be served without the test noticing it is undescribed.
 */
export function describedDesk(options: OperationOptions): MiddlewareHandler {
  // Plain JSON, as the hand-written paths are; the OpenAPI 3.1 validator checks the document in the tests.
  return describeRoute(operation(options) as DescribeRouteOptions);
}

/** A CSV download with a header row, named `{name}-YYYY-MM-DD.csv`. */
export function csvDownload(name: string): JsonSchema {
  return {
    description: 'The CSV file, with a header row',
    headers: {
      'Content-Disposition': {
        schema: { type: 'string' },
        description: `\`attachment; filename="${name}-YYYY-MM-DD.csv"\``,
      },
    },
    content: { 'text/csv': { schema: { type: 'string' } } },
  };
}

const idOnly = objectOf<{ id: string }>({ id: uuid });

type WriteText = { summary: string; description?: string };

type ResourceWriteOptions = {
  tag: string;
  access: Access;
  requestBody: string;
  id: JsonSchema;
  create: WriteText;
  update: WriteText;
  remove: WriteText;
  itemErrors?: ErrorStatus[];
};

/**
 * The three writes the server's `resourceWriteRoutes` answers for a desk resource kept as a list (tags,
 * teams, routing rules, saved views): POST creates (201 with the id), PUT `{id}` replaces (200 with the id),
 * DELETE `{id}` removes (204). `itemErrors`: what PUT and DELETE may answer besides (403 for a saved view
 * someone else shared).
 */
export function resourceWriteOperations(options: ResourceWriteOptions) {
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

/** `resourceWriteOperations` on the routes themselves (decision 248): the `docs` of `resourceWriteRoutes`. */
export function describedResourceWrites(options: ResourceWriteOptions): ResourceWriteDocs {
  const operations = resourceWriteOperations(options);
  return {
    create: describeRoute(operations.post as DescribeRouteOptions),
    update: describeRoute(operations.put as DescribeRouteOptions),
    remove: describeRoute(operations.delete as DescribeRouteOptions),
  };
}
