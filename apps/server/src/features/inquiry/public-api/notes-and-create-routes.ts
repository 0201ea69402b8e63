import { apiInquiryNoteCreateSchema } from '@sitedesk/shared/api-keys-api';
import { Hono } from 'hono';
import { AppError } from '../../../http/app-error';
import { parseWith, readJson, readJsonWithText } from '../../../http/parse-request';
import { negotiateLocale } from '../../../http/request-locale';
import { requireCan } from '../../../http/require-permission';
import type { ApiKeyEnv } from '../../../platform/auth/api-key';
import { createDeskService } from '../desk/service';
import { inquiryBodyBytes, jsonBodyLimit, smallBodyBytes } from './body-limits';
import { createServerInquiry } from './create-inquiry';
import { selectApiInquiryNotes, toApiNote } from './notes';
import { addNoteDoc, createInquiryDoc, listNotesDoc } from './openapi';
import type { PublicInquiryRoutesDependencies } from './routes';

/**
 * `/api/v1` notes and server-to-server creation (decision 235). A note is the desk's own (`addNote`: its
 * activity row names the key's creator, open desks hear of it at once); a new inquiry goes through the
 * contact form's intake without its proof of work (create-inquiry.ts).
 */
export function inquiryNoteAndCreateRoutes(deps: PublicInquiryRoutesDependencies) {
  const desk = createDeskService(deps);
  const { db } = deps;
  return new Hono<ApiKeyEnv>()
    .get('/inquiries/:id/notes', listNotesDoc, deps.requireScope('inquiries:read'), async (c) => {
      requireCan(c.var.apiKey.staff, 'inquiries:read');
      const notes = await selectApiInquiryNotes(db, c.req.param('id'));
      if (!notes) throw new AppError('not_found');
      return c.json(notes);
    })
    .post(
      '/inquiries/:id/notes',
      addNoteDoc,
      deps.requireScope('inquiries:write'),
      jsonBodyLimit(smallBodyBytes),
      async (c) => {
        const { text } = parseWith(apiInquiryNoteCreateSchema, await readJson(c.req.raw));
        const note = await desk.addNote(c.var.apiKey.staff, c.req.param('id'), text, 'text');
        return c.json(toApiNote(note), 201);
      },
    )
    .post(
      '/inquiries',
      createInquiryDoc,
      deps.requireScope('inquiries:write'),
      jsonBodyLimit(inquiryBodyBytes),
      async (c) => {
        const { staff, keyId } = c.var.apiKey;
        // Only for a creator who works inquiries: a key never does more than its member could in the desk.
        requireCan(staff, 'inquiries:update');
        const { body, text } = await readJsonWithText(c.req.raw);
        const { created, isReplay } = await createServerInquiry(
          { db, intake: deps.inquiries.service, secret: deps.secret, perHour: deps.inquiriesPerHour },
          {
            keyId,
            body,
            text,
            idempotencyKey: c.req.header('idempotency-key'),
            fallbackLocale: negotiateLocale(c.req.header('accept-language')),
          },
        );
        if (isReplay) c.header('Idempotent-Replayed', 'true');
        return c.json(created, 201);
      },
    );
}
