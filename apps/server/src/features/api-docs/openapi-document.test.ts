import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { everyone, permissionTable, publicDeskEndpoints } from '../../testing/desk-permission-table';
import { openBetterAuthPaths, openPasskeyPaths, openTwoFactorPaths } from '../auth/better-auth-paths';
import { createOpenApiDocument } from './openapi-document';

type Operation = {
  description: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};

// The hand-written part: `/api/v1` describes itself on its routes (public-api-document.db.test.ts, decision 246).
const document = createOpenApiDocument('https://sitedesk.example', { paths: {}, schemas: {} });
const paths = document.paths as Record<string, Record<string, Operation>>;

/** `GET /api/desk/inquiries/:id` (Hono's spelling, as in the tables) → its operation in the document. */
function operationOf(endpoint: string): Operation | undefined {
  const [method = '', path = ''] = endpoint.split(' ');
  return paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
}

const guarded = Object.entries(permissionTable).map(([endpoint, { allowed }]) => ({ endpoint, allowed }));

describe('the API description', () => {
  it('is valid OpenAPI 3.1', async () => {
    // The validator dereferences in place, so it gets a copy; its own types of a document are stricter than
    // the plain object literals the document is built from, and checking the shape is its job at run time.
    const copy = structuredClone(document) as unknown as Parameters<typeof validate>[0];
    const result = await validate(copy);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

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
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/desk/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    expect(documented.filter((endpoint) => !known.has(endpoint))).toEqual([]);
  });

  it('documents the draft preview as an HTML page behind the session, outside the tables', () => {
    const preview = paths['/desk/preview/{locale}/{page}']?.get;
    expect(preview?.security).toEqual([{ cookieAuth: [] }]);
    expect(preview?.responses).toHaveProperty(['200', 'content', 'text/html']);
    expect(preview?.responses).toHaveProperty('403');
  });

  it('documents the media files as public and cached for long', () => {
    const file = paths['/media/{id}/{file}']?.get;
    expect(file).toBeDefined();
    expect(file?.security).toBeUndefined();
    expect(file?.responses).toHaveProperty(['200', 'headers', 'Cache-Control']);
    expect(file?.responses).toHaveProperty(['200', 'headers', 'Content-Disposition']);
  });

  it('documents the Better Auth operations the desk relies on', () => {
    for (const operation of [
      'sign-in/email',
      'sign-out',
      'request-password-reset',
      'reset-password',
      'revoke-sessions',
    ]) {
      expect(paths[`/api/auth/${operation}`]?.post, operation).toBeDefined();
    }
  });

  // Regression guard: the document must never describe a Better Auth endpoint that answers 404 (decision 162).
  it('documents only Better Auth endpoints that are open', () => {
    const open: readonly string[] = [...openBetterAuthPaths, ...openTwoFactorPaths, ...openPasskeyPaths];
    const documented = Object.keys(paths)
      .filter((path) => path.startsWith('/api/auth/'))
      .map((path) => path.slice('/api/auth'.length));
    expect(documented.filter((path) => !open.includes(path))).toEqual([]);
  });
});
