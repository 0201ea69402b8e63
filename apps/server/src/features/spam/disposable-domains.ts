import { createRequire } from 'node:module';

type Mailchecker = { blacklist(): Set<string> };

let domains: Set<string> | undefined;

/**
 * Throwaway-address domains from `mailchecker` (decision 164: ~56,000 domains, MIT, updated every few
 * weeks). Only its list is used: its `isValid` runs a long address regex we do not need. Loaded with the
 * first check, not at start.
 */
function disposableDomains(): Set<string> {
  domains ??= (createRequire(import.meta.url)('mailchecker') as Mailchecker).blacklist();
  return domains;
}

/** Whether the address is at a throwaway-mail domain or any subdomain of one. */
export function isDisposableAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at === -1) return false;
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const list = disposableDomains();
  // Each parent in turn: `x.mailinator.com`, then `mailinator.com`, then `com`.
  while (domain !== '') {
    if (list.has(domain)) return true;
    const dot = domain.indexOf('.');
    if (dot === -1) return false;
    domain = domain.slice(dot + 1);
  }
  return false;
}
