import { personRequestSchema } from '@sitedesk/shared/people-api';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import { parseWith, readJson } from '../../http/parse-request';

/**
 * The body of a request about one person (`{"email": …}`), for the desk's routes and `/api/v1`'s alike
 * (decisions 185, 237). It is at most a few hundred bytes: anything past 2 KiB is not an address (413).
 */
export function personBodyLimit() {
  return bodyLimit({
    maxSize: 2048,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
}

/** The address the body names, checked by the shared schema (422 naming `email` otherwise). */
export async function readPersonEmail(request: Request): Promise<string> {
  return parseWith(personRequestSchema, await readJson(request)).email;
}
