import { z } from 'zod';

/**
 * A list's `cursor` query parameter: the previous page's `nextCursor`, opaque base64url, passed back as it
 * was given. Only its alphabet and length are checked here; what it holds is the server's to decode, and a
 * cursor it did not write is refused there with the same code (decisions 240, 241). One schema for every
 * paged list, so clients meet one rule and one error.
 */
export const keysetCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,2000}$/, { error: 'invalid' });
