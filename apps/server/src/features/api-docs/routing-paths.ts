import {
  awayRequestSchema,
  type RoutingPreview,
  routingRuleOrderSchema,
  routingRuleRequestSchema,
  teamRequestSchema,
} from '@sitedesk/shared/routing-api';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf, uuid } from './json-schema';
import { jsonResponse, operation, resourceWriteOperations, uuidPathParameter } from './operations';

const tag = 'Desk: settings';
const teamId = uuidPathParameter('id', 'The team’s');
const ruleId = uuidPathParameter('id', 'The rule’s');
const inquiryId = uuidPathParameter('id', 'The inquiry’s');
const withId = (name: string): JsonSchema => ({
  allOf: [ref(name), objectOf<{ id: string }>({ id: uuid })],
});
const listOf = (name: string): JsonSchema => ({
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: withId(name) } },
});

const teamWrites = resourceWriteOperations({
  tag,
  access: 'settings:manage',
  requestBody: 'TeamRequest',
  id: teamId,
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

const ruleWrites = resourceWriteOperations({
  tag,
  access: 'settings:manage',
  requestBody: 'RoutingRuleRequest',
  id: ruleId,
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

/** Teams, routing rules and first-answer deadlines (decision 168). */
export const routingPaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/teams': {
    get: operation({
      tag,
      summary: 'List the teams',
      description: 'Each team with its members in turn order, time zone, weekly hours, holidays and target.',
      access: 'settings:manage',
      responses: { 200: jsonResponse('The teams', listOf('TeamRequest')) },
    }),
    post: teamWrites.post,
  },
  '/api/desk/teams/{id}': { put: teamWrites.put, delete: teamWrites.delete },
  '/api/desk/routing-rules': {
    get: operation({
      tag,
      summary: 'List the routing rules in the order they apply',
      access: 'settings:manage',
      responses: { 200: jsonResponse('The rules', listOf('RoutingRuleRequest')) },
    }),
    post: ruleWrites.post,
  },
  '/api/desk/routing-rules/order': {
    put: operation({
      tag,
      summary: 'Set the order the routing rules apply in',
      description:
        'Every current rule’s id exactly once, first to last. A list that misses a rule or names one that ' +
        'is gone (another desk changed the rules meanwhile) is refused with 409 `edit_conflict`; nothing moves.',
      access: 'settings:manage',
      requestBody: 'RoutingRuleOrder',
      responses: { 200: jsonResponse('The new order', ref('RoutingRuleOrder')) },
      errors: [400, 409, 415, 422],
    }),
  },
  '/api/desk/routing-rules/{id}': { put: ruleWrites.put, delete: ruleWrites.delete },
  '/api/desk/inquiries/{id}/routing': {
    get: operation({
      tag,
      summary: 'Test the routing rules against an inquiry',
      description: 'Which rule would take the inquiry now, and whom it would assign; no turn is taken.',
      access: 'settings:manage',
      parameters: [inquiryId],
      responses: { 200: jsonResponse('The rule and assignee', ref('RoutingPreview')) },
      errors: [404],
    }),
  },
  '/api/desk/me/away': {
    get: operation({
      tag,
      summary: 'Read until when I am away',
      access: 'staff',
      responses: { 200: jsonResponse('Away until, or null', ref('AwayRequest')) },
    }),
    put: operation({
      tag,
      summary: 'Mark myself away until a time, or back (`null`)',
      description: 'Teams skip a member while they are away when taking turns.',
      access: 'staff',
      requestBody: 'AwayRequest',
      responses: { 200: jsonResponse('Away until, or null', ref('AwayRequest')) },
      errors: [400, 415, 422],
    }),
  },
};

export const routingSchemas: Record<string, JsonSchema> = {
  TeamRequest: requestSchemaOf(teamRequestSchema),
  RoutingRuleRequest: requestSchemaOf(routingRuleRequestSchema),
  RoutingRuleOrder: requestSchemaOf(routingRuleOrderSchema),
  AwayRequest: requestSchemaOf(awayRequestSchema),
  RoutingPreview: objectOf<RoutingPreview>({
    rule: nullable(objectOf<{ id: string; name: string }>({ id: uuid, name: { type: 'string' } })),
    assigneeId: nullable({ type: 'string' }),
    teamId: nullable(uuid),
    firstAnswerDueAt: nullable(dateTime),
  }),
};
