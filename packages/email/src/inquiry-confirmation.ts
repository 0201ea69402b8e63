import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { erasureRequestMessageCatalogs } from '@sitedesk/shared/messages/erasure-request-catalogs';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import { siteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import { visitorPageMessageCatalogs } from '@sitedesk/shared/messages/visitor-page-catalogs';
import { greetingName } from './greeting-name';
import { oneLine } from './inquiry-formatting';
import { inquirySubject } from './inquiry-subject';
import type { MailContent, MailFact } from './mail-content';
import type { InquiryMailProps } from './render-mail';
import { companySignOff } from './sign-off';
import { topicNameIn } from './topic-name';

/**
 * The e-mail that confirms an inquiry to the address typed into the form, in the visitor's language. That
 * address is unverified: anyone can type anyone's. So the mail carries nothing the sender chose but a short
 * greeting — no message, no company, no file names, no links of theirs — and our own mail server cannot
 * be used to send someone else's words to a stranger.
 */
export function inquiryConfirmationContent(props: InquiryMailProps): MailContent {
  // The visitor's own language (`messages/<locale>/mail.json`), written as a person would write it.
  const { mail } = siteLanguageFiles[props.locale];
  const text = mail.confirmation;
  const companyName = oneLine(props.companyName);
  const name = greetingName(props.name);
  const facts: MailFact[] = [{ label: text.topicLabel, value: topicNameIn(props, props.locale) }];
  if (props.entry) {
    facts.push({ label: text.entryLabel[props.entry.collection], value: oneLine(props.entry.title) });
  }
  if (props.attachments.length > 0) {
    facts.push({
      label: text.filesLabel,
      value: formatPlural(props.locale, text.files, props.attachments.length),
    });
  }
  // GDPR art. 17 (decision 185): our signed link to ask for erasure, never one of theirs.
  if (props.erasureUrl) {
    const erasure = erasureRequestMessageCatalogs[props.locale];
    facts.push({ label: erasure.mailLabel, value: erasure.mailLink, href: props.erasureUrl });
  }
  return {
    locale: props.locale,
    subject: inquirySubject(props.locale, props.reference, companyName),
    preview: formatMessage(text.preview, { companyName }),
    heading: text.heading,
    intro: [
      name ? formatMessage(text.greeting, { name }) : text.greetingWithoutName,
      formatMessage(text.received, { companyName }),
    ],
    highlight: { label: text.referenceLabel, value: props.reference, note: text.referenceNote },
    facts,
    // The visitor's own page (decision 173): our link, never one of theirs.
    ...(props.requestUrl
      ? {
          action: {
            label: visitorPageMessageCatalogs[props.locale].mail.confirmationAction,
            href: props.requestUrl,
          },
        }
      : {}),
    sections: [
      {
        heading: text.nextHeading,
        paragraphs: [
          formatMessage(text.next.answer, { email: ltrIsolateIn(props.locale, props.email) }),
          text.next.ignore,
        ],
      },
    ],
    ...companySignOff(companyName, props.siteUrl, text.closing),
  };
}
