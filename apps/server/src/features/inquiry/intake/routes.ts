import type { Database } from '@sitedesk/db/client';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { InquirySettings } from '../../../config';
import { AppError } from '../../../http/app-error';
import { clientAddress, hashClientAddress } from '../../../http/client-address';
import { negotiateLocale } from '../../../http/request-locale';
import { readSubmission } from './read-submission';
import type { createInquiryService } from './service';

/** Room for the form fields and multipart boundaries on top of the attachments themselves. */
const fieldsAllowanceBytes = 256 * 1024;

export function inquiryRoutes(options: {
  service: ReturnType<typeof createInquiryService>;
  settings: InquirySettings;
  secret: string;
  db: Database;
}) {
  return new Hono().post(
    '/inquiries',
    bodyLimit({
      maxSize: options.settings.maxTotalAttachmentBytes + fieldsAllowanceBytes,
      onError: () => {
        throw new AppError('payload_too_large');
      },
    }),
    async (c) => {
      const { fields, files } = await readSubmission(c);
      const created = await options.service.submit({
        fields,
        files,
        clientHash: hashClientAddress(clientAddress(c, options.settings.trustedProxies), options.secret),
        fallbackLocale: negotiateLocale(c.req.header('accept-language')),
        isBrowserFormPost: isBrowserFormPost(c.req.header()),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(created, 201);
    },
  );
}

/**
 * Whether a page posted the form itself, as a browser does without JavaScript (a navigation to a document,
 * a form's content type), rather than a script or the page's own fetch. Any client can claim it: it only
 * softens the missing proof of work, and the other signals still count (decision 164).
 */
function isBrowserFormPost(headers: Record<string, string>): boolean {
  const type = (headers['content-type'] ?? '').toLowerCase();
  const isFormType =
    type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
  return isFormType && (headers['sec-fetch-mode'] === 'navigate' || headers['sec-fetch-dest'] === 'document');
}
