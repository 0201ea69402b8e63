import type { JsonSchema } from './json-schema';
import { ref } from './json-schema';
import { jsonResponse, noContent, operation, pathParameter } from './operations';

const team = 'Desk: team';

const userId = pathParameter('userId', 'The staff member’s user id.');

const signedIn = {
  ...jsonResponse('Signed in: who the new member is', ref('DeskMe')),
  headers: {
    'Set-Cookie': {
      schema: { type: 'string' },
      description: 'The new member’s session cookie (see the `cookieAuth` security scheme).',
    },
  },
};

/** The staff-account endpoints under `/api/desk` (auth feature): who am I, the team, and the two ways in. */
export const staffPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/me': {
    get: operation({
      tag: team,
      summary: 'Who am I',
      description: 'The signed-in staff member with the permissions of their role.',
      access: 'staff',
      responses: { 200: jsonResponse('The signed-in staff member', ref('DeskMe')) },
    }),
  },
  '/api/desk/staff': {
    get: operation({
      tag: team,
      summary: 'List staff members',
      description: 'Everyone an inquiry can be assigned to or filtered by, by name.',
      access: 'inquiries:read',
      responses: { 200: jsonResponse('The staff', { type: 'array', items: ref('StaffSummary') }) },
    }),
  },
  '/api/desk/team': {
    get: operation({
      tag: team,
      summary: 'The team and its pending invitations',
      access: 'users:manage',
      responses: { 200: jsonResponse('Members and pending invitations', ref('Team')) },
    }),
  },
  '/api/desk/team/invitations': {
    post: operation({
      tag: team,
      summary: 'Invite a staff member',
      description:
        'Queues an invitation e-mail with a one-time link; a new invitation to the same address replaces a ' +
        'pending one. Only owners invite owners (403 otherwise); an address already in the team is 422 ' +
        '`email_taken`.',
      access: 'users:manage',
      requestBody: 'StaffInvitationRequest',
      responses: { 201: jsonResponse('The pending invitation', ref('PendingInvitation')) },
      errors: [400, 422],
    }),
  },
  '/api/desk/team/invitations/{invitationId}': {
    delete: operation({
      tag: team,
      summary: 'Withdraw an invitation',
      access: 'users:manage',
      parameters: [pathParameter('invitationId', 'The invitation’s id.')],
      responses: { 204: noContent },
      errors: [404],
    }),
  },
  '/api/desk/team/{userId}': {
    patch: operation({
      tag: team,
      summary: 'Change a member’s role',
      description:
        'Admins cannot make or unmake owners (403); the desk keeps at least one owner (422 `last_owner`).',
      access: 'users:manage',
      parameters: [userId],
      requestBody: 'StaffRoleChange',
      responses: { 200: jsonResponse('The member as they are now', ref('StaffSummary')) },
      errors: [400, 404, 422],
    }),
    delete: operation({
      tag: team,
      summary: 'Remove a member',
      description:
        'Ends their sessions too. Admins cannot remove owners (403); nobody removes themselves (422 ' +
        '`cannot_remove_self`) or the last owner (422 `last_owner`).',
      access: 'users:manage',
      parameters: [userId],
      responses: { 204: noContent },
      errors: [404, 422],
    }),
  },
  '/api/desk/invitations/accept': {
    post: operation({
      tag: team,
      summary: 'Accept an invitation',
      description:
        'With the token from the invitation e-mail: creates the account with the invited role and signs ' +
        'it in. An unknown, used or expired token is 422 `invalid_token`; a common password is 422.',
      access: 'public',
      requestBody: 'InvitationAccept',
      responses: { 201: signedIn },
      errors: [400, 422],
    }),
  },
  '/api/desk/setup': {
    post: operation({
      tag: team,
      summary: 'Set up the first owner',
      description:
        'With the one-time token the server prints on its first start: creates the first owner and signs ' +
        'them in. Once anyone is in the team this is 422 `setup_closed`; a wrong token is 422 `invalid_token`.',
      access: 'public',
      requestBody: 'OwnerSetup',
      responses: { 201: signedIn },
      errors: [400, 422],
    }),
  },
};
