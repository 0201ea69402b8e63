import { describedDesk, describedResourceWrites } from '../../http/desk-operation';
import {
  type JsonSchema,
  jsonResponse,
  objectOf,
  ref,
  uuid,
  uuidPathParameter,
} from '../../http/openapi-schema';

/**
 * Teams, routing rules and first-answer deadlines (decision 168), as their routes describe themselves
 * (decision 248); the body and answer schemas are `components.schemas` of the reference (api-docs).
 */
const tag = 'Desk: settings';
const withId = (name: string): JsonSchema => ({
  allOf: [ref(name), objectOf<{ id: string }>({ id: uuid })],
});
const listOf = (name: string): JsonSchema => ({
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: withId(name) } },
});

export const listTeamsDoc = describedDesk({
  tag,
  summary: 'List the teams',
  description: 'Each team with its members in turn order, time zone, weekly hours, holidays and target.',
  access: 'settings:manage',
  responses: { 200: jsonResponse('The teams', listOf('TeamRequest')) },
});

export const teamWritesDocs = describedResourceWrites({
  tag,
  access: 'settings:manage',
  requestBody: 'TeamRequest',
  id: uuidPathParameter('id', 'The team’s'),
  create: {
    summary: 'Create a team',
    description:
      'Members must be staff who read inquiries (422 `unknown_member`); the time zone an IANA name (422 ' +
      '`unknown_time_zone`); hours `HH:MM`, `24:00` only as an end (422 `invalid_time`); the first-answer ' +
      'target an ISO 8601 duration of business time, a day counting as 24 business hours (422 `invalid_duration`); ' +
      'the optional lead, told when a first answer is overdue, one of the members (422 `lead_not_member`); ' +
      'the optional next-answer target likewise a duration (422 `invalid_duration`), counted from a ' +
      'visitor’s answer after a staff answer to the next staff answer (left out or `null`: no next-answer ' +
      'clock; waiting for the visitor pauses it).',
  },
  update: {
    summary: 'Replace a team’s settings and members',
    description:
      'Checked as on creation; whose turn it is stays. Left out, the lead and the next-answer target are ' +
      'removed; deadlines already set stay as they are.',
  },
  remove: {
    summary: 'Delete a team',
    description: 'The rules that route to it go with it; its inquiries keep their assignee and deadline.',
  },
});

export const listRulesDoc = describedDesk({
  tag,
  summary: 'List the routing rules in the order they apply',
  access: 'settings:manage',
  responses: { 200: jsonResponse('The rules', listOf('RoutingRuleRequest')) },
});

export const ruleWritesDocs = describedResourceWrites({
  tag,
  access: 'settings:manage',
  requestBody: 'RoutingRuleRequest',
  id: uuidPathParameter('id', 'The rule’s'),
  create: {
    summary: 'Add a routing rule after the others',
    description:
      'On arrival, in the transaction that stores the inquiry, the first rule whose conditions all hold ' +
      'assigns it: to a staff member, or to a team, whose present members take turns. A rule without ' +
      'conditions matches everything (the default). Suspected spam is never routed.',
  },
  update: { summary: 'Change a routing rule; it keeps its place in the order' },
  remove: { summary: 'Delete a routing rule' },
});

export const orderRulesDoc = describedDesk({
  tag,
  summary: 'Set the order the routing rules apply in',
  description:
    'Every current rule’s id exactly once, first to last. A list that misses a rule or names one that ' +
    'is gone (another desk changed the rules meanwhile) is refused with 409 `edit_conflict`; nothing moves.',
  access: 'settings:manage',
  requestBody: 'RoutingRuleOrder',
  responses: { 200: jsonResponse('The new order', ref('RoutingRuleOrder')) },
  errors: [400, 409, 415, 422],
});

export const previewRoutingDoc = describedDesk({
  tag,
  summary: 'Test the routing rules against an inquiry',
  description: 'Which rule would take the inquiry now, and whom it would assign; no turn is taken.',
  access: 'settings:manage',
  parameters: [uuidPathParameter('id', 'The inquiry’s')],
  responses: { 200: jsonResponse('The rule and assignee', ref('RoutingPreview')) },
  errors: [404],
});

export const readAwayDoc = describedDesk({
  tag,
  summary: 'Read until when I am away',
  access: 'staff',
  responses: { 200: jsonResponse('Away until, or null', ref('AwayRequest')) },
});

export const setAwayDoc = describedDesk({
  tag,
  summary: 'Mark myself away until a time, or back (`null`)',
  description: 'Teams skip a member while they are away when taking turns.',
  access: 'staff',
  requestBody: 'AwayRequest',
  responses: { 200: jsonResponse('Away until, or null', ref('AwayRequest')) },
  errors: [400, 415, 422],
});
