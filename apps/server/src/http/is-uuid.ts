const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a request (a path, a body) is a UUID, checked before it reaches a query: PostgreSQL
 * refuses anything else with an error, and a malformed id must be a 404 or a field error, never a 500.
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
