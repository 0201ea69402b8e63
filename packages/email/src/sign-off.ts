import { webLink } from './inquiry-formatting';
import type { MailContent } from './mail-content';

/**
 * How every mail the company sends ends: signed with its name (after a closing line where the mail has
 * one), and its name with a link to its website in the footer.
 */
export function companySignOff(
  companyName: string,
  siteUrl: string,
  closing?: string,
): Pick<MailContent, 'signature' | 'footer'> {
  return {
    signature: closing === undefined ? [companyName] : [closing, companyName],
    footer: { text: companyName, link: webLink(siteUrl) },
  };
}
