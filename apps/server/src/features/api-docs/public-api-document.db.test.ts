import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undescribedRoutes } from '../../http/documented';
import {
  apiV1ScopeTable,
  everyone,
  permissionTable,
  publicDeskEndpoints,
} from '../../testing/desk-permission-table';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

type Operation = {
  summary?: string;
  description: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let sitedesk: TestSitedesk;
let document: Document;

beforeAll(async () => {
  sitedesk = await startTestSitedesk();
  document = (await (await sitedesk.app.request('/api/openapi.json')).json()) as Document;
});

afterAll(async () => {
  await sitedesk.dispose();
});

/** `GET /api/v1/inquiries/:id` (Hono's spelling, as in the tables) → its operation in the document. */
function operationOf(endpoint: string): Operation | undefined {
  const [method = '', path = ''] = endpoint.split(' ');
  return document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
}

// Decision 246: `/api/v1` is described by its routes themselves, generated at start by hono-openapi.
describe('the API reference the server serves', () => {
  it('is valid OpenAPI 3.1, the routes’ `/api/v1` paths included', async () => {
    const copy = structuredClone(document) as unknown as Parameters<typeof validate>[0];
    const result = await validate(copy);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('has a description on every /api/v1 route the app serves', () => {
    expect(undescribedRoutes(sitedesk.app.routes, '/api/v1/'), 'routes served without documented(…)').toEqual(
      [],
    );
  });

  it.each(Object.entries(apiV1ScopeTable))('documents %s with an API key of scope %s', (endpoint, scope) => {
    const operation = operationOf(endpoint);
    expect(operation, `${endpoint} is missing from the document`).toBeDefined();
    expect(operation?.summary).toBeTruthy();
    expect(operation?.security).toEqual([{ apiKeyAuth: [] }]);
    for (const status of ['401', '403', '429']) expect(operation?.responses).toHaveProperty(status);
    expect(operation?.description).toContain(`\`${scope}\` scope`);
  });

  it('describes no /api/v1 endpoint the scope table does not know', () => {
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    expect(documented.filter((endpoint) => !(endpoint in apiV1ScopeTable))).toEqual([]);
  });

  it('shows integrators an example of what creating an inquiry sends and answers', () => {
    const create = operationOf('POST /api/v1/inquiries') as Operation & {
      requestBody?: { content: Record<string, { example?: unknown }> };
    };
    expect(create.requestBody?.content['application/json']?.example).toMatchObject({ consent: true });
    expect(create.responses).toHaveProperty(['201', 'content', 'application/json', 'example', 'reference']);
  });
});

// The desk as the server serves it: routes described by hand and on the routes together (decision 248).
describe('the desk in the reference', () => {
  const guarded = Object.entries(permissionTable).map(([endpoint, { allowed }]) => ({ endpoint, allowed }));

  it.each(guarded)(
    'documents $endpoint with the session cookie, 401 and the roles allowed',
    ({ endpoint, allowed }) => {
      const operation = operationOf(endpoint);
      expect(operation, `${endpoint} is missing from the document`).toBeDefined();
      expect(operation?.security).toEqual([{ cookieAuth: [] }]);
      expect(operation?.responses).toHaveProperty('401');
      // A role outside `allowed` gets 403, so the document must say so and name exactly the roles that pass.
      if (allowed.length === everyone.length) {
        expect(operation?.responses).not.toHaveProperty('403');
      } else {
        expect(operation?.responses).toHaveProperty('403');
        expect(operation?.description).toContain(`(roles: ${allowed.join(', ')})`);
      }
    },
  );

  it.each(publicDeskEndpoints)('documents the public %s without a session', (endpoint) => {
    const operation = operationOf(endpoint);
    expect(operation, `${endpoint} is missing from the document`).toBeDefined();
    expect(operation?.security).toBeUndefined();
  });

  it('describes no desk endpoint the tables do not know', () => {
    const known = new Set([...Object.keys(permissionTable), ...publicDeskEndpoints]);
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/desk/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    expect(documented.filter((endpoint) => !known.has(endpoint))).toEqual([]);
  });
});

// Decision 248: desk routes describe themselves too, one feature at a time; the rest are still written in
// api-docs, and the document refuses to build with an operation described in both places.
describe('the desk routes that describe themselves', () => {
  it('are in the reference with their guard’s answers, and none of theirs is left undescribed', () => {
    for (const prefix of ['/api/desk/topics', '/api/desk/topic-fields', '/api/desk/product-fields']) {
      expect(undescribedRoutes(sitedesk.app.routes, prefix), prefix).toEqual([]);
    }
    const topics = operationOf('GET /api/desk/topics');
    expect(topics?.summary).toBe('List the form’s topics');
    expect(topics?.security).toEqual([{ cookieAuth: [] }]);
    expect(topics?.responses).toHaveProperty('401');
    const save = operationOf('PUT /api/desk/topic-fields/:topic');
    expect(save?.description).toContain('`content:edit` permission');
    expect(save?.responses).toHaveProperty('403');
  });

  it('are all of them: a desk route served without describedDesk(…) fails here, by method and path', () => {
    expect(
      undescribedRoutes(sitedesk.app.routes, '/api/desk/'),
      'routes served without describedDesk(…)',
    ).toEqual([]);
  });
});
