/**
 * Intake: a visitor's inquiry arrives through the public form (or an entry's form), is checked, stored with
 * its files, routed and confirmed. The composition root builds the service; the app mounts the routes.
 */
export { attachmentBlobOwner } from './attachment-blobs';
export { inquiryRoutes } from './routes';
export { createInquiryService } from './service';
