import { describedDesk } from '../../http/desk-operation';
import { jsonResponse, noContent, pathParameter, ref } from '../../http/openapi-schema';

/**
 * The staff-account endpoints under `/api/desk` (who am I, the team, and the two ways in), as their routes
 * describe themselves (decision 248); the body and answer schemas are `components.schemas` of the reference
 * (api-docs). Better Auth's own `/api/auth/*` stay described by hand there.
 */
const tag = 'Desk: team';

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

export const readMeDoc = describedDesk({
  tag,
  summary: 'Who am I',
  description: 'The signed-in staff member with the permissions of their role.',
  access: 'staff',
  responses: { 200: jsonResponse('The signed-in staff member', ref('DeskMe')) },
});

export const listStaffDoc = describedDesk({
  tag,
  summary: 'List staff members',
  description: 'Everyone an inquiry can be assigned to or filtered by, by name.',
  access: 'inquiries:read',
  responses: { 200: jsonResponse('The staff', { type: 'array', items: ref('StaffSummary') }) },
});

export const readTeamDoc = describedDesk({
  tag,
  summary: 'The team and its pending invitations',
  access: 'users:manage',
  responses: { 200: jsonResponse('Members and pending invitations', ref('Team')) },
});

export const inviteStaffDoc = describedDesk({
  tag,
  summary: 'Invite a staff member',
  description:
    'Queues an invitation e-mail with a one-time link; a new invitation to the same address replaces a ' +
    'pending one. Only owners invite owners (403 otherwise); an address already in the team is 422 ' +
    '`email_taken`.',
  access: 'users:manage',
  requestBody: 'StaffInvitationRequest',
  responses: { 201: jsonResponse('The pending invitation', ref('PendingInvitation')) },
  errors: [400, 422],
});

export const withdrawInvitationDoc = describedDesk({
  tag,
  summary: 'Withdraw an invitation',
  access: 'users:manage',
  parameters: [pathParameter('invitationId', 'The invitation’s id.')],
  responses: { 204: noContent },
  errors: [404],
});

export const changeRoleDoc = describedDesk({
  tag,
  summary: 'Change a member’s role',
  description:
    'Admins cannot make or unmake owners (403); the desk keeps at least one owner (422 `last_owner`).',
  access: 'users:manage',
  parameters: [userId],
  requestBody: 'StaffRoleChange',
  responses: { 200: jsonResponse('The member as they are now', ref('StaffSummary')) },
  errors: [400, 404, 422],
});

export const removeMemberDoc = describedDesk({
  tag,
  summary: 'Remove a member',
  description:
    'Ends their sessions too. Admins cannot remove owners (403); nobody removes themselves (422 ' +
    '`cannot_remove_self`) or the last owner (422 `last_owner`).',
  access: 'users:manage',
  parameters: [userId],
  responses: { 204: noContent },
  errors: [404, 422],
});

export const acceptInvitationDoc = describedDesk({
  tag,
  summary: 'Accept an invitation',
  description:
    'With the token from the invitation e-mail: creates the account with the invited role and signs ' +
    'it in. An unknown, used or expired token is 422 `invalid_token`; a common password is 422.',
  access: 'public',
  requestBody: 'InvitationAccept',
  responses: { 201: signedIn },
  errors: [400, 422],
});

export const setUpOwnerDoc = describedDesk({
  tag,
  summary: 'Set up the first owner',
  description:
    'With the one-time token the server prints on its first start: creates the first owner and signs ' +
    'them in. Once anyone is in the team this is 422 `setup_closed`; a wrong token is 422 `invalid_token`.',
  access: 'public',
  requestBody: 'OwnerSetup',
  responses: { 201: signedIn },
  errors: [400, 422],
});

// A member's own sessions, the security setting, and the team's reset and end-sessions (decision 184).
const account = 'Desk: my account';

export const listMySessionsDoc = describedDesk({
  tag: account,
  summary: 'Where I am signed in',
  description: 'The member’s live sessions, most recently active first: browser and system, no address.',
  access: 'staff',
  responses: { 200: jsonResponse('The sessions', ref('DeskSessions')) },
});

export const endOtherSessionsDoc = describedDesk({
  tag: account,
  summary: 'Sign out everywhere else',
  description: 'Ends every session of the member but the one of this request.',
  access: 'staff',
  responses: { 204: noContent },
});

export const endMySessionDoc = describedDesk({
  tag: account,
  summary: 'End one of my sessions',
  access: 'staff',
  parameters: [pathParameter('sessionId', 'A session id from the list.')],
  responses: { 204: noContent },
  errors: [404],
});

export const readSecuritySettingsDoc = describedDesk({
  tag: account,
  summary: 'Who must have a second factor',
  access: 'settings:manage',
  responses: { 200: jsonResponse('The setting', ref('SecuritySettings')) },
});

export const saveSecuritySettingsDoc = describedDesk({
  tag: account,
  summary: 'Require a second factor',
  description: 'Owners set it for everyone or by role; admins only for non-owner roles (403 otherwise).',
  access: 'settings:manage',
  requestBody: 'SecuritySettings',
  responses: { 200: jsonResponse('The setting as stored', ref('SecuritySettings')) },
  errors: [400, 415, 422],
});

export const resetSecondFactorDoc = describedDesk({
  tag,
  summary: 'Reset a member’s second factor',
  description:
    'Removes their authenticator, backup codes and trusted devices and ends their sessions; where a ' +
    'factor is required they enrol again at their next sign-in. Admins cannot reset owners (403); ' +
    'nobody resets their own here (403: `/api/auth/two-factor/disable` asks for the password).',
  access: 'users:manage',
  parameters: [userId],
  responses: { 204: noContent },
  errors: [404],
});

export const endMemberSessionsDoc = describedDesk({
  tag,
  summary: 'End a member’s sessions',
  description: 'Signs the member out everywhere. Admins cannot end owners’ sessions (403).',
  access: 'users:manage',
  parameters: [userId],
  responses: { 204: noContent },
  errors: [404],
});
