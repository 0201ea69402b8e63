/**
 * The public API's view of webhook endpoints (`/api/v1/webhooks`, decision 236): what an API key with
 * `webhooks:manage` lists, creates, changes and deletes, through the desk's own webhook service.
 */
export { type PublicWebhookRoutesDependencies, publicWebhookRoutes } from './routes';
