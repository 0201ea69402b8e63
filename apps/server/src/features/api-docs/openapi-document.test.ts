import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { openBetterAuthPaths, openPasskeyPaths, openTwoFactorPaths } from '../auth/better-auth-paths';
import { createOpenApiDocument } from './openapi-document';

type Operation = {
  description: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};

// The hand-written part: `/api/v1` and some desk routes describe themselves on their routes (decisions 246,
// 248); the document the server serves, with all of them, is checked in public-api-document.db.test.ts.
const document = createOpenApiDocument('https://sitedesk.example', { paths: {}, schemas: {} });
const paths = document.paths as Record<string, Record<string, Operation>>;

describe('the API description', () => {
  it('is valid OpenAPI 3.1', async () => {
    // The validator dereferences in place, so it gets a copy; its own types of a document are stricter than
    // the plain object literals the document is built from, and checking the shape is its job at run time.
    const copy = structuredClone(document) as unknown as Parameters<typeof validate>[0];
    const result = await validate(copy);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
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
