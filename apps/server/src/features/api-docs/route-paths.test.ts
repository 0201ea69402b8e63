import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documented, undescribedRoutes } from '../../http/documented';
import { jsonResponse, ref } from '../../http/openapi-schema';
import { describeRoutes } from './route-paths';

const noteSchema = z.object({ text: z.string().min(1).max(10) });

const described = documented({
  scope: 'inquiries:write',
  summary: 'Add a note',
  description: 'A note.',
  body: { name: 'NoteCreate', schema: noteSchema },
  responses: { 201: jsonResponse('Added', ref('Note')) },
  errors: [404],
});

/** One route that describes itself and one that does not, mounted as app.ts mounts `/api/v1`. */
function appWithAnUndescribedRoute() {
  const publicApi = new Hono()
    .post('/notes', described, (c) => c.json({}, 201))
    .get('/notes', (c) => c.json({ items: [] }));
  return { publicApi, app: new Hono().route('/api/v1', publicApi) };
}

describe('a route of /api/v1 without a description', () => {
  // Regression guard: a route served without `documented(…)` would be missing from the reference unnoticed.
  it('is named by method and path', () => {
    const { app } = appWithAnUndescribedRoute();
    expect(undescribedRoutes(app.routes, '/api/v1/')).toEqual(['GET /api/v1/notes']);
  });

  it('is left out of the generated paths, while the described one is there', async () => {
    const { publicApi } = appWithAnUndescribedRoute();
    const { paths } = await describeRoutes(publicApi, '/api/v1');
    expect(Object.keys(paths)).toEqual(['/api/v1/notes']);
    expect(Object.keys(paths['/api/v1/notes'] ?? {})).toEqual(['post']);
  });
});

describe('a documented /api/v1 route', () => {
  it('carries the Bearer scheme, its scope and the guard’s 401, 403 and 429', async () => {
    const { publicApi } = appWithAnUndescribedRoute();
    const { paths } = await describeRoutes(publicApi, '/api/v1');
    const operation = paths['/api/v1/notes']?.post;
    expect(operation).toMatchObject({
      tags: ['Public API v1'],
      summary: 'Add a note',
      security: [{ apiKeyAuth: [] }],
    });
    expect(operation?.description).toContain('`inquiries:write` scope');
    expect(Object.keys(operation?.responses ?? {})).toEqual(['201', '401', '403', '404', '429']);
  });

  it('names its body by the zod schema the handler parses, listed among the component schemas', async () => {
    const { publicApi } = appWithAnUndescribedRoute();
    const { paths, schemas } = await describeRoutes(publicApi, '/api/v1');
    expect(paths['/api/v1/notes']?.post?.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/NoteCreate' } } },
    });
    expect(schemas.NoteCreate).toMatchObject({
      type: 'object',
      properties: { text: { type: 'string', minLength: 1, maxLength: 10 } },
      required: ['text'],
    });
  });
});
