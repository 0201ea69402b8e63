import { randomBytes } from 'node:crypto';

/**
 * Each inquiry's reply address, `reply+<token>@<inbound domain>`: the token is 128 random bits in lower-case
 * hex (mail systems may lower-case a local part), so the address cannot be guessed and mail to it comes
 * from someone who received ours. The desk's answers carry it as Reply-To; inbound mail is matched by it.
 */
export function createReplyToken(): string {
  return randomBytes(16).toString('hex');
}

export function replyAddress(token: string, inboundDomain: string): string {
  return `reply+${token}@${inboundDomain}`;
}

/** The token of a reply address of `inboundDomain`, or `undefined` for any other address. */
export function replyTokenOf(address: string, inboundDomain: string): string | undefined {
  const match = /^reply\+([0-9a-f]{32})@(.+)$/.exec(address.trim().toLowerCase());
  if (!match || match[2] !== inboundDomain.toLowerCase()) return undefined;
  return match[1];
}
