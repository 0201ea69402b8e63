import { can, type Permission, staffRoles } from '@sitedesk/shared/permissions';
import type { MiddlewareHandler } from 'hono';
import { type DescribeRouteOptions, describeRoute } from 'hono-openapi';
import { type ErrorStatus, errorResponses, type JsonSchema, ref } from './openapi-schema';

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
