import { describe, expect, it } from 'vitest';
import { can, canManageRole, permissions, staffRoles } from './permissions';

describe('the roles table', () => {
  it('matches the product’s table, role by role', () => {
    const table = Object.fromEntries(
      staffRoles.map((role) => [role, permissions.filter((permission) => can(role, permission))]),
    );
    expect(table).toEqual({
      owner: [...permissions],
      admin: [...permissions],
      editor: ['content:edit'],
      sales: ['inquiries:read', 'inquiries:update', 'inquiries:reply', 'inquiries:export'],
    });
  });

  it('lets owners and admins manage webhooks, and nobody else', () => {
    expect(staffRoles.filter((role) => can(role, 'webhooks:manage'))).toEqual(['owner', 'admin']);
  });

  it('lets owners and admins manage API keys, and nobody else', () => {
    expect(staffRoles.filter((role) => can(role, 'apikeys:manage'))).toEqual(['owner', 'admin']);
  });

  it('lets owners and admins read the audit log, and nobody else', () => {
    expect(staffRoles.filter((role) => can(role, 'audit:read'))).toEqual(['owner', 'admin']);
  });

  it('lets admins manage everyone but owners, and only owners manage owners', () => {
    expect(canManageRole('owner', 'owner')).toBe(true);
    expect(canManageRole('admin', 'admin')).toBe(true);
    expect(canManageRole('admin', 'owner')).toBe(false);
    expect(canManageRole('sales', 'sales')).toBe(false);
    expect(canManageRole('editor', 'sales')).toBe(false);
  });
});
