/**
 * The public API's view of inquiries (`/api/v1/inquiries`, decision 231): what an API key with
 * `inquiries:read` reads and with `inquiries:write` changes, through the desk's own service functions.
 */
export { type PublicInquiryRoutesDependencies, publicInquiryRoutes } from './routes';
