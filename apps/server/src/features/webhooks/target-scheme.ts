/**
 * The server's own rule on top of the shared URL schema, for the desk and `/api/v1` alike: without
 * WEBHOOK_ALLOW_PRIVATE_TARGETS a URL must be https (a target's addresses are checked at every attempt).
 */
export function isAllowedTargetScheme(url: string | undefined, allowPrivateTargets: boolean): boolean {
  // An unparsable URL is the field's own error (`invalid_format`); zod runs this refinement all the same,
  // and `new URL` would throw there (a 500).
  return allowPrivateTargets || url === undefined || !URL.canParse(url) || new URL(url).protocol === 'https:';
}

/** The issue a refused scheme gives, as the desk has always answered it. */
export const targetSchemeIssue = { message: 'invalid_format', path: ['url'] };
