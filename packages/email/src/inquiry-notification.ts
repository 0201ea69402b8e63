import type { InquiryTopic } from '@sitedesk/shared/inquiry';
import { isBuiltInTopic } from '@sitedesk/shared/inquiry-topics';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { QuoteRequestDetails } from '@sitedesk/shared/quote-request';
import { answerText, type TopicFieldAnswer } from '@sitedesk/shared/topic-fields';
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
import type { MailContent, MailFact } from './mail-content';
import type { InquiryMailProps } from './render-mail';
import { topicNameIn } from './topic-name';

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

const englishDesk = deskMessageCatalogs.en.inquiry;
const quantity = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
const yesNo = { yes: englishDesk.yes, no: englishDesk.no };
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * What a request for a quotation asked (issue 27 §2): each product with its quantity, the date, where it
 * goes and the buyer's references, as the desk shows them, so whoever reads the e-mail can judge the
 * request before opening it.
 */
function quoteRequestFacts(request: QuoteRequestDetails): MailFact[] {
  const facts: MailFact[] = request.lines.map((line, index) => {
    const product = `${quantity.format(line.quantity)} ${englishDesk.units[line.unit]} ${oneLine(line.title)}`;
    // The product's own fields (decision 243), e.g. "Colour: Red; Options: Handle, Lid", after its name.
    const answers = (line.extraFields ?? []).map(
      (answer) => `${oneLine(answer.label)}: ${oneLine(answerText(answer, yesNo))}`,
    );
    return {
      label: request.lines.length > 1 ? `Product ${index + 1}` : 'Product',
      value: answers.length > 0 ? `${product} (${answers.join('; ')})` : product,
    };
  });
  if (request.neededBy) {
    facts.push({ label: 'Needed by', value: day.format(new Date(`${request.neededBy}T00:00:00Z`)) });
  }
  if (request.deliveryCountry) {
    const place = countryName(request.deliveryCountry, 'en');
    const postcode = request.deliveryPostcode ? oneLine(request.deliveryPostcode) : '';
    facts.push({ label: 'Delivery to', value: postcode === '' ? place : `${postcode}, ${place}` });
  }
  if (request.vatId) facts.push({ label: 'VAT number', value: request.vatId, isLeftToRight: true });
  if (request.purchaseReference) {
    facts.push({ label: 'Purchase reference', value: oneLine(request.purchaseReference) });
  }
  return facts;
}

/**
 * The answers to the topic's extra fields (decision 225), labelled as the visitor saw them (their
 * language), the yes and no in English like the rest of the e-mail.
 */
function extraFieldFacts(answers: readonly TopicFieldAnswer[]): MailFact[] {
  return answers.map((answer) => ({
    label: oneLine(answer.label),
    value: oneLine(answerText(answer, yesNo)),
  }));
}

/** The e-mail that tells the company's staff about a new inquiry; always in English, the desk's language. */
export function inquiryNotificationContent(props: InquiryMailProps): MailContent {
  const noun = isBuiltInTopic(props.topic) ? subjectNouns[props.topic] : 'inquiry';
  const name = oneLine(props.name);
  const company = oneLine(props.company);
  const from = company === '' ? name : `${name} (${company})`;
  const notGiven = 'not given';
  const deskHref = webHref(props.deskUrl);
  return {
    locale: 'en',
    subject: `New ${noun} ${props.reference} from ${from}`,
    preview: `${topicNameIn(props, 'en')} from ${from}, ${countryName(props.country, 'en')}`,
    heading: `New ${noun} ${props.reference}`,
    intro: [`${from} sent an inquiry through the website.`],
    facts: [
      { label: 'Reference', value: props.reference },
      { label: 'Topic', value: topicNameIn(props, 'en') },
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
      ...(props.quoteRequest ? quoteRequestFacts(props.quoteRequest) : []),
      ...(props.extraFields ? extraFieldFacts(props.extraFields) : []),
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
