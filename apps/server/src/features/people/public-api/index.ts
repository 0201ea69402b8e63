/**
 * The public API's view of a person's data (`/api/v1/people`, decision 237): what an API key with
 * `people:export` finds and exports, and with `people:erase` erases, through the desk's own people service.
 */
export { type PublicPeopleRoutesDependencies, publicPeopleRoutes } from './routes';
