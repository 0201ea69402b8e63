import { passkey } from '@better-auth/passkey';
import { getEndpoints } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { describe, expect, it } from 'vitest';
import {
  closedParameterisedBetterAuthPaths,
  disabledBetterAuthPaths,
  openBetterAuthPaths,
  openPasskeyPaths,
  openTwoFactorPaths,
} from './better-auth-paths';

// Guards against an upgrade of Better Auth (or of its two-factor or passkey plugin) opening a new endpoint under /api/auth without anyone choosing to.
describe('Better Auth’s endpoints', () => {
  it('are each open or closed by name', () => {
    // Only the endpoints' paths are read, and they need no context.
    const { api } = getEndpoints(Promise.resolve({} as never), { plugins: [twoFactor(), passkey()] });
    const paths = Object.values(api).flatMap((endpoint) => (endpoint.path ? [endpoint.path] : []));
    const named = new Set<string>([
      ...openBetterAuthPaths,
      ...openTwoFactorPaths,
      ...openPasskeyPaths,
      ...disabledBetterAuthPaths,
      ...closedParameterisedBetterAuthPaths,
    ]);
    expect(paths.filter((path) => !named.has(path))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([...openBetterAuthPaths, ...openTwoFactorPaths, ...openPasskeyPaths]),
    );
  });

  it('are never both open and closed', () => {
    const closed = new Set([...disabledBetterAuthPaths, ...closedParameterisedBetterAuthPaths]);
    expect(
      [...openBetterAuthPaths, ...openTwoFactorPaths, ...openPasskeyPaths].filter((path) => closed.has(path)),
    ).toEqual([]);
  });
});
