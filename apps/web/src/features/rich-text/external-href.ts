/** A link that leaves the site: `http(s)://` to any host. Site-relative paths, `mailto:` and `tel:` stay. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
