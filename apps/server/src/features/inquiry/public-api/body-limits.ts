import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../../http/app-error';

/**
 * Bodies of `/api/v1` are refused past these sizes before a byte is parsed (decision 235): a note or a
 * change of 5,000 characters each escaped as `\uXXXX` fits the first; the contact form's fields, with 50
 * quote lines and the topic's extra answers so escaped, the second.
 */
export const smallBodyBytes = 64 * 1024;
export const inquiryBodyBytes = 256 * 1024;

/** 413 `payload_too_large` past `maxSize`, whether the client declared a length or streams the body. */
export function jsonBodyLimit(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
}
