/**
 * Who may do what in the desk: exactly the roles table of the product (docs in ../shared/product.md).
 * The server enforces it on every desk endpoint and realtime event; the desk UI uses it only to hide what
 * a role cannot do.
 */
export const staffRoles = ['owner', 'admin', 'editor', 'sales'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = [
  'inquiries:read', // read inquiries, notes, attachments
  'inquiries:update', // change status, assign, add notes
  'inquiries:reply', // answer the visitor by e-mail from the desk
  'inquiries:export', // CSV export
  'inquiries:erase', // erase an inquiry (GDPR)
  'people:manage', // a person's data: find, export, erase (GDPR art. 15, 17, 20)
  'content:edit', // edit and publish site content, media
  'users:manage', // invite, change role, remove
  'settings:manage', // notification routing, mail, retention, limits
  'audit:read', // read and export the audit log (admins: not owners' security events)
  'webhooks:manage', // webhook endpoints, their secrets, delivery log, replay and test events
  'apikeys:manage', // API keys for /api/v1: create (the secret shown once), list, revoke
] as const;
export type Permission = (typeof permissions)[number];

const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  admin: permissions,
  editor: ['content:edit'],
  sales: ['inquiries:read', 'inquiries:update', 'inquiries:reply', 'inquiries:export'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export function can(role: StaffRole, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}

export function permissionsOf(role: StaffRole): readonly Permission[] {
  return rolePermissions[role];
}

/**
 * Whether `actor` may invite someone as, change someone to or from, or remove someone with `target`:
 * admins manage everyone but owners; only owners make or unmake owners.
 */
export function canManageRole(actor: StaffRole, target: StaffRole): boolean {
  if (!can(actor, 'users:manage')) return false;
  return target !== 'owner' || actor === 'owner';
}
