import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import type { ApiErrorBody, ApiErrorCode } from '@sitedesk/shared/api-errors';
import { apiErrorMessages } from '@sitedesk/shared/messages/api-error-texts';
import { isStorableText } from '@sitedesk/shared/text';
import type { Server, ServerOptions } from '@tus/server';
import type { Upload } from '@tus/utils';
import { type Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { InquirySettings } from '../../../config';
import { AppError } from '../../../http/app-error';
import { clientAddress, hashClientAddress } from '../../../http/client-address';
import { negotiateLocale } from '../../../http/request-locale';
import { requireSameOrigin, type TrustedOrigins } from '../../../http/same-origin';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import { consumeRateLimit } from '../../../platform/rate-limit/rate-limit';
import {
  publicIdOf,
  stagedIdOf,
  stagingPrefix,
  type UploadStaging,
} from '../../../platform/uploads/upload-staging';
import { recognizeStagedUpload } from './recognize-staged-upload';
import {
  deleteStagedUploadRow,
  markStagedUploadFinished,
  recordStagedUpload,
  touchStagedUpload,
} from './staged-uploads';

/** The URL the tus endpoint answers at: `POST /api/uploads`, then `PATCH`/`HEAD /api/uploads/<id>`. */
export const uploadsPath = '/api/uploads';

/** Requests (PATCH, HEAD, DELETE) per upload the hourly limit allows, over the new uploads it allows. */
const requestsPerUpload = 100;

/** A file name the buyer's browser sends is at most this long; it is cleaned when the request claims it. */
const fileNameMaxLength = 255;

type UploadRequestContext = { clientHash: string };

export type UploadRouteDependencies = {
  db: Database;
  staging: () => Promise<UploadStaging>;
  settings: Pick<InquirySettings, 'largeFiles' | 'allowedAttachmentKinds' | 'trustedProxies'>;
  secret: string;
  trustedOrigins: TrustedOrigins;
  logger: Pick<Logger, 'warn'>;
  /** What time it is: the hourly limits count by it (a test fixes it, so no hour turns mid-test). */
  now?: Clock | undefined;
};

/**
 * Resumable uploads of drawings for a request for a quote, by the tus 1.0 protocol through `@tus/server`
 * (decision 215). Hono checks what tus does not know about: the page's origin, the client's rate of new
 * uploads, no downloads; tus does the protocol (offsets, resumption, size limits) and writes each PATCH
 * straight to the staging area.
 */
export function uploadRoutes(deps: UploadRouteDependencies) {
  const requestContext = new AsyncLocalStorage<UploadRequestContext>();
  let server: Promise<Server> | undefined;
  const tusServer = () => {
    server ??= createTusServer(deps, requestContext).catch((error: unknown) => {
      server = undefined;
      throw error;
    });
    return server;
  };

  const { largeFiles } = deps.settings;
  const handle = async (c: Context) => {
    // LARGE_FILES_MAX_COUNT=0: quote requests take no drawings, so nothing may be staged either.
    if (largeFiles.maxCount === 0) throw new AppError('not_found');
    // Staged bytes are for the request that claims them, never served back (not even to the uploader).
    if (c.req.method === 'GET') throw new AppError('method_not_allowed');
    // The checks here key on the method; a later tus that honoured an override must not slip past them.
    if (c.req.header('x-http-method-override') !== undefined) throw new AppError('bad_request');
    const clientHash = hashClientAddress(clientAddress(c, deps.settings.trustedProxies), deps.secret);
    await consumeRateLimit(deps.db, {
      ...(c.req.method === 'POST'
        ? { name: 'large-upload', limit: largeFiles.uploadsPerHour }
        : // Pieces, offsets and removals: a 200 MB file is 25 pieces of 8 MiB; room for retries and HEADs.
          { name: 'large-upload-request', limit: largeFiles.uploadsPerHour * requestsPerUpload }),
      clientHash,
      windowSeconds: 3600,
      now: (deps.now ?? systemClock)(),
    });
    const tus = await tusServer();
    const response = await requestContext.run({ clientHash }, () => tus.handleWeb(c.req.raw));
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };

  return new Hono()
    .use('/uploads', requireSameOrigin(deps.trustedOrigins))
    .use('/uploads/*', requireSameOrigin(deps.trustedOrigins))
    .all('/uploads', handle)
    .all('/uploads/*', handle);
}

async function createTusServer(
  deps: UploadRouteDependencies,
  requestContext: AsyncLocalStorage<UploadRequestContext>,
): Promise<Server> {
  const [{ Server, EVENTS }, staging] = await Promise.all([import('@tus/server'), deps.staging()]);
  const refuse = (request: Request, status: number, code: ApiErrorCode) => ({
    status_code: status,
    body: errorBody(request, code),
  });

  const onUploadCreate: ServerOptions['onUploadCreate'] = async (request, upload) => {
    // tus's `maxSize` refuses a declared length over the limit (413); a length left for later is refused here,
    // since the staging cap counts every upload's size from the start.
    if (upload.size === undefined || upload.sizeIsDeferred) throw refuse(request, 400, 'bad_request');
    const fileName = fileNameOf(upload);
    if (fileName === undefined) throw refuse(request, 400, 'bad_request');
    const context = requestContext.getStore();
    if (!context) throw refuse(request, 400, 'bad_request');
    const { largeFiles } = deps.settings;
    const recorded = await recordStagedUpload(
      deps.db,
      { id: upload.id, fileName, sizeBytes: upload.size, clientHash: context.clientHash },
      {
        stagingMaxBytes: largeFiles.stagingMaxBytes,
        // One client holds at most what one request may carry: a script cannot take the whole area.
        clientMaxBytes: largeFiles.maxCount * largeFiles.maxBytes,
        now: new Date(),
      },
    );
    if (recorded === 'client_full') throw refuse(request, 429, 'rate_limited');
    if (recorded === 'full') throw refuse(request, 503, 'storage_unavailable');
    // Only the name is kept: other metadata a client sends has no use and no limit.
    return { metadata: { filename: fileName } };
  };

  const onUploadFinish: ServerOptions['onUploadFinish'] = async (request, upload) => {
    const kind = await recognizeStagedUpload(staging, upload.id, upload.size ?? 0, deps.settings);
    if (!kind) {
      await staging.remove(upload.id);
      await deleteStagedUploadRow(deps.db, upload.id);
      throw refuse(request, 415, 'unsupported_media_type');
    }
    await markStagedUploadFinished(deps.db, upload.id, kind);
    return {};
  };

  const tus = new Server({
    path: uploadsPath,
    datastore: staging.store,
    maxSize: deps.settings.largeFiles.maxBytes,
    namingFunction: () => `${stagingPrefix}${randomBytes(16).toString('hex')}`,
    generateUrl: (_request, { path, id }) => `${path}/${publicIdOf(id)}`,
    getFileIdFromRequest: (_request, lastPath) => stagedIdOf(lastPath),
    // Same-origin pages only: no CORS headers at all.
    allowedOrigins: () => false,
    onUploadCreate,
    onUploadFinish,
    // Bytes arriving keep an unfinished upload from being swept as abandoned (an hour without any).
    async onIncomingRequest(request, id) {
      if (request.method === 'PATCH') await touchStagedUpload(deps.db, id, new Date());
    },
    onResponseError(request, error) {
      if ('status_code' in error) return undefined;
      // A store that failed (a full disk, an S3 outage): its message stays in the log, never in the answer.
      // The driver's message names keys and hosts, never what a visitor sent.
      deps.logger.warn(
        { err: { name: error.name, message: error.message } },
        'resumable upload failed in the store',
      );
      return { status_code: 503, body: errorBody(request, 'storage_unavailable') };
    },
  });
  // A buyer who removes a file before it finished frees its room at once.
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => {
    void deleteStagedUploadRow(deps.db, id).catch(() => undefined);
  });
  return tus;
}

/** The buyer's file name from `Upload-Metadata: filename <base64>`, if it is one we can store. */
function fileNameOf(upload: Upload): string | undefined {
  const name = upload.metadata?.filename;
  if (typeof name !== 'string') return undefined;
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > fileNameMaxLength || !isStorableText(trimmed)) return undefined;
  return trimmed;
}

/** The API's error shape, in the caller's language, as the body tus writes. */
function errorBody(request: Request, code: ApiErrorCode): string {
  const locale = negotiateLocale(request.headers.get('accept-language') ?? undefined);
  const body: ApiErrorBody = { error: { code, message: apiErrorMessages[locale][code] } };
  return JSON.stringify(body);
}
