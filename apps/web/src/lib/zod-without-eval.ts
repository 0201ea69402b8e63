import { config } from 'zod';

/**
 * Zod speeds up parsing by compiling code with `new Function`, which our Content-Security-Policy forbids:
 * the attempt is refused and reported as a violation on every page that validates. Tell Zod not to try.
 * Import this module before any schema is used.
 */
config({ jitless: true });
