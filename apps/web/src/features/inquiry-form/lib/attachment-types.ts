import { attachmentExtensions } from '@sitedesk/shared/attachment-kinds';

/**
 * What the file picker offers: the kinds the server accepts by default. The server checks the bytes, not
 * the name, and the operator may allow fewer; then its 415 answer is shown next to the field.
 */
export const attachmentAccept = attachmentExtensions.join(',');

export function isAllowedAttachment(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return attachmentExtensions.some((extension) => lower.endsWith(extension));
}
