/**
 * The visitor's own page (`/{locale}/requests/{token}`): the inquiry's status and conversation, and an
 * answer without an e-mail program. Its page shell and escaping serve the people feature's erasure page too.
 */
export { escapeHtml } from './page-html';
export { pageDocument } from './page-shell';
export { visitorPageRoutes } from './routes';
export { createVisitorPageService } from './service';
