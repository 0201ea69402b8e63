/**
 * Conversation: staff answer an inquiry from the desk (drafts, templates, reused files), and the answer goes
 * out with a reply address whose token threads the visitor's e-mailed answer back (see inbound).
 */
export { createReplyToken, replyAddress } from './reply-address';
export { createReplyService } from './reply-service';
export { conversationRoutes } from './routes';
