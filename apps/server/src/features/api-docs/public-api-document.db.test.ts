import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undescribedRoutes } from '../../http/documented';
import { apiV1ScopeTable } from '../../testing/desk-permission-table';
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
