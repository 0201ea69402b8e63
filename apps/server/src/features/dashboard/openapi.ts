import { deskStatsQuerySchema } from '@sitedesk/shared/desk-api';
import { describedDesk } from '../../http/desk-operation';
import { jsonResponse, queryParametersOf, ref } from '../../http/openapi-schema';

/** The dashboard's figures, as their route describes itself (decision 248). */
export const deskStatsDoc = describedDesk({
  tag: 'Desk: inquiries',
  summary: 'Dashboard figures',
  description: 'Inquiries per day, by country and by topic, and the median time to a first answer.',
  access: 'inquiries:read',
  parameters: queryParametersOf(deskStatsQuerySchema, { days: 'The period, ending today (UTC).' }),
  responses: { 200: jsonResponse('The figures', ref('DeskStats')) },
  errors: [422],
});
