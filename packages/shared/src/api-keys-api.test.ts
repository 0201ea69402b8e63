import { describe, expect, it } from 'vitest';
import { apiKeyCreateRequestSchema, apiKeyScopes, canGrantApiKeyScopes } from './api-keys-api';
import { staffRoles } from './permissions';

describe('the scopes a member may give a key (decision 237)', () => {
  it('gives the people scopes to owners only', () => {
    expect(staffRoles.filter((role) => canGrantApiKeyScopes(role, ['people:erase']))).toEqual(['owner']);
    expect(staffRoles.filter((role) => canGrantApiKeyScopes(role, ['people:export']))).toEqual(['owner']);
    expect(canGrantApiKeyScopes('admin', ['inquiries:read', 'people:export'])).toBe(false);
  });

  it('leaves the other scopes to whoever may manage keys', () => {
    const others = apiKeyScopes.filter((scope) => !scope.startsWith('people:'));
    expect(canGrantApiKeyScopes('admin', others)).toBe(true);
  });

  it('accepts a key with every scope, each once', () => {
    expect(apiKeyCreateRequestSchema.safeParse({ name: 'All', scopes: [...apiKeyScopes] }).success).toBe(
      true,
    );
  });
});
