import { describedDesk } from '../../http/desk-operation';
import { jsonResponse, ref } from '../../http/openapi-schema';

/** The desk settings, as their routes describe themselves (decision 248). */
const tag = 'Desk: settings';

export const readDeskSettingsDoc = describedDesk({
  tag,
  summary: 'Read the desk settings',
  access: 'settings:manage',
  responses: { 200: jsonResponse('The settings', ref('DeskSettings')) },
});

export const saveDeskSettingsDoc = describedDesk({
  tag,
  summary: 'Replace the desk settings',
  access: 'settings:manage',
  requestBody: 'DeskSettings',
  responses: { 200: jsonResponse('The settings as stored', ref('DeskSettings')) },
  errors: [400, 422],
});
