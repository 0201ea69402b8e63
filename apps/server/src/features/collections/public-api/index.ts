/**
 * The public API's view of the collections (`/api/v1/collections`, decision 236): what an API key with
 * `content:read` reads, exactly as the public site publishes it.
 */
export { type PublicCollectionRoutesDependencies, publicCollectionRoutes } from './routes';
