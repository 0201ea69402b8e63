import type { InquiryTopic } from '@sitedesk/shared/inquiry';
import { inquiryTopicLabels } from '@sitedesk/shared/inquiry-labels';
import {
  countryName,
  formatFileSize,
  formatPhone,
  formatReceivedAt,
  languageName,
  oneLine,
  webHref,
  webLink,
} from './inquiry-formatting';
import type { MailContent } from './mail-content';
import type { InquiryMailProps } from './render-mail';

/** How the subject line names each topic: "New quote request …" reads better than "New Quote request …". */
const subjectNouns: Record<InquiryTopic, string> = {
  product: 'product inquiry',
  quote: 'quote request',
  service: 'service request',
  partnership: 'partnership inquiry',
  press: 'press inquiry',
  careers: 'careers inquiry',
  other: 'inquiry',
};

function entryLabel(entry: NonNullable<InquiryMailProps['entry']>): string {
  return `${oneLine(entry.title)} (${entry.collection === 'jobs' ? 'job' : 'product'})`;
}

/** The e-mail that tells the company's staff about a new inquiry; always in English, the desk's language. */
export function inquiryNotificationContent(props: InquiryMailProps): MailContent {
  const noun = subjectNouns[props.topic];
  const name = oneLine(props.name);
  const company = oneLine(props.company);
  const from = company === '' ? name : `${name} (${company})`;
  const notGiven = 'not given';
  const deskHref = webHref(props.deskUrl);
  return {
    locale: 'en',
    subject: `New ${noun} ${props.reference} from ${from}`,
    preview: `${inquiryTopicLabels.en[props.topic]} from ${from}, ${countryName(props.country, 'en')}`,
    heading: `New ${noun} ${props.reference}`,
    intro: [`${from} sent an inquiry through the website.`],
    facts: [
      { label: 'Reference', value: props.reference },
      { label: 'Topic', value: inquiryTopicLabels.en[props.topic] },
      ...(props.entry ? [{ label: 'About', value: entryLabel(props.entry) }] : []),
      { label: 'Name', value: props.name },
      { label: 'Company', value: props.company.trim() === '' ? notGiven : props.company },
      { label: 'E-mail', value: props.email, href: `mailto:${props.email}` },
      {
        label: 'Phone',
        value: props.phone ? formatPhone(props.phone, 'en') : notGiven,
        ...(props.phone ? { href: `tel:${props.phone.e164}` } : {}),
      },
      { label: 'Country', value: countryName(props.country, 'en') },
      { label: 'Language', value: languageName(props.locale, 'en') },
      { label: 'Received', value: formatReceivedAt(props.createdAt) },
    ],
    quote: { label: 'Message', text: props.message, locale: props.locale },
    ...(props.attachments.length > 0
      ? {
          list: {
            label: `Attachments (${props.attachments.length})`,
            items: props.attachments.map(
              (file) => `${file.fileName} (${formatFileSize(file.sizeBytes, 'en')})`,
            ),
            note: 'The files are not attached to this e-mail. Open the inquiry in the desk to download them.',
          },
        }
      : {}),
    ...(deskHref ? { action: { label: `Open ${props.reference} in the desk`, href: deskHref } } : {}),
    sections: [],
    signature: [],
    footer: {
      text: `Sent by the inquiry desk of ${oneLine(props.companyName)}.`,
      link: webLink(props.siteUrl),
    },
  };
}
