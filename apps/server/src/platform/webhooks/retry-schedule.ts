/**
 * Standard Webhooks' suggested schedule (issue 28): after the first failed attempt 5 s, then 5 min, 30 min,
 * 2 h, 5 h, 10 h, 14 h, 20 h and 24 h; after the tenth attempt the delivery has failed for good (about
 * three days and five hours after the event).
 */
export const webhookRetryDelaysSeconds = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400];

/** A receiver's `Retry-After` is honoured up to this (the schedule's longest step): none may park a message. */
export const longestRetryAfterSeconds = 86_400;

/**
 * How long to wait after `attempts` tries have failed, or `undefined` when there is no try left. A
 * receiver's `Retry-After` lengthens the wait (never shortens it: the schedule protects the receiver too).
 */
export function webhookRetryDelaySeconds(
  attempts: number,
  retryAfterSeconds: number | undefined,
): number | undefined {
  const scheduled = webhookRetryDelaysSeconds[attempts - 1];
  if (scheduled === undefined) return undefined;
  const asked = Math.min(retryAfterSeconds ?? 0, longestRetryAfterSeconds);
  return Math.max(scheduled, asked);
}
