import {
  awayRequestSchema,
  type RoutingPreview,
  routingRuleOrderSchema,
  routingRuleRequestSchema,
  teamRequestSchema,
} from '@sitedesk/shared/routing-api';
import { dateTime, type JsonSchema, nullable, objectOf, requestSchemaOf, uuid } from './json-schema';

/** The bodies and answers of the teams, routing rules and away routes (decision 168); their paths are on their routes (decision 248). */
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
