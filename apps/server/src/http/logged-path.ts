/** The visitor pages that carry their key in the path: the visitor's own page and the erasure request's. */
const markers = ['/requests/', '/erasure/'];
const uploadsPrefix = '/api/uploads/';

/**
 * The request path as the logs may keep it. A visitor's own page carries its secret in the path
 * (`/{locale}/requests/{token}`, decision 173): logged as it is, anyone who reads the logs would hold a
 * working key to that conversation; so does the signed link to ask for erasure (`/{locale}/erasure/{token}`,
 * decision 185). The token becomes `:token`, a resumable upload's id `:id`; every other path is logged
 * unchanged.
 */
export function loggedPath(path: string): string {
  // A resumable upload's id is the only key to it (decision 215): `/api/uploads/:id`.
  if (path.startsWith(uploadsPrefix) && path.length > uploadsPrefix.length) return `${uploadsPrefix}:id`;
  for (const marker of markers) {
    const at = path.indexOf(marker);
    // Only the page's own shape, `/{locale}/requests/…`: one segment before the marker.
    if (at <= 0 || path.lastIndexOf('/', at - 1) !== 0) continue;
    const tokenStart = at + marker.length;
    const tokenEnd = path.indexOf('/', tokenStart);
    return `${path.slice(0, tokenStart)}:token${tokenEnd === -1 ? '' : path.slice(tokenEnd)}`;
  }
  return path;
}
