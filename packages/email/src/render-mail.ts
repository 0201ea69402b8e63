import type { Locale } from '@sitedesk/shared/locales';
import type { QuoteRequestDetails } from '@sitedesk/shared/quote-request';
import type { LocalizedLabels, TopicFieldAnswer } from '@sitedesk/shared/topic-fields';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type FirstAnswerReminderMailProps, firstAnswerReminderContent } from './first-answer-reminder';
import { type InquiryAssignedMailProps, inquiryAssignedContent } from './inquiry-assigned';
import { inquiryConfirmationContent } from './inquiry-confirmation';
import { inquiryNotificationContent } from './inquiry-notification';
import { type InquiryReplyMailProps, renderInquiryReply } from './inquiry-reply';
import { type JobApplicationMailProps, jobApplicationContent } from './job-application';
import type { MailContent } from './mail-content';
import { MailDocument } from './mail-document';
import { mailContentToText } from './mail-text';
import { type PasswordResetMailProps, passwordResetContent } from './password-reset';
import { type QuoteDecidedMailProps, quoteDecidedContent } from './quote-decided';
import { type StaffInvitationMailProps, staffInvitationContent } from './staff-invitation';
import { type VisitorRepliedMailProps, visitorRepliedContent } from './visitor-replied';
import { type WebhookDisabledMailProps, webhookDisabledContent } from './webhook-disabled';

/** What the outbox stores for an inquiry's e-mails; rendered when the message is delivered. */
export type InquiryMailProps = {
  /** e.g. `SD-26-4F7K2` */
  reference: string;
  /** The visitor's language. */
  locale: Locale;
  name: string;
  company: string;
  email: string;
  phone: { e164: string; country: string } | null;
  /** ISO 3166-1 alpha-2 code of the visitor's company's country. */
  country: string;
  /** A built-in topic's key or one an editor added (decision 245). */
  topic: string;
  /** An added topic's names per language, as the form showed them; a built-in topic's are translated. */
  topicLabels?: LocalizedLabels | undefined;
  message: string;
  /** ISO timestamp. */
  createdAt: string;
  attachments: { fileName: string; sizeBytes: number }[];
  /** Absolute link to the inquiry in the staff desk. */
  deskUrl: string;
  /** The site's company, e.g. `Veltrum Circular Systems`. */
  companyName: string;
  /** The public site's origin. */
  siteUrl: string;
  /** The product or job the inquiry is about, named as the visitor saw it. */
  entry?: { collection: 'products' | 'jobs'; title: string };
  /** The visitor's own page (decision 173): only the confirmation carries it; older rows have none. */
  requestUrl?: string;
  /** The signed link to ask for erasure (decision 185): only the confirmation carries it. */
  erasureUrl?: string;
  /**
   * The products, date and references of a request for a quotation, and the answers to the topic's extra
   * fields (decision 232): only the staff notification shows them; rows queued before have none.
   */
  quoteRequest?: QuoteRequestDetails | null;
  extraFields?: TopicFieldAnswer[] | null;
};

/** Every template and the props it is rendered from. */
export type MailTemplateProps = {
  'inquiry-notification': InquiryMailProps;
  'inquiry-confirmation': InquiryMailProps;
  'password-reset': PasswordResetMailProps;
  'staff-invitation': StaffInvitationMailProps;
  'visitor-replied': VisitorRepliedMailProps;
  'inquiry-reply': InquiryReplyMailProps;
  'job-application': JobApplicationMailProps;
  'inquiry-assigned': InquiryAssignedMailProps;
  'first-answer-reminder': FirstAnswerReminderMailProps;
  'quote-decided': QuoteDecidedMailProps;
  'webhook-disabled': WebhookDisabledMailProps;
};

export type MailTemplateName = keyof MailTemplateProps;

/** A template with its matching props, as an outbox row stores them. */
export type TemplatedMail = {
  [T in MailTemplateName]: { template: T; props: MailTemplateProps[T] };
}[MailTemplateName];

export type RenderedMail = { subject: string; html: string; text: string };

/**
 * How each template becomes a message: most through the shared `MailContent` layout, the desk's answers
 * as a personal e-mail of their own.
 */
const renderers: { [T in MailTemplateName]: (props: MailTemplateProps[T]) => RenderedMail } = {
  'inquiry-notification': viaDocument(inquiryNotificationContent),
  'inquiry-confirmation': viaDocument(inquiryConfirmationContent),
  'password-reset': viaDocument(passwordResetContent),
  'staff-invitation': viaDocument(staffInvitationContent),
  'visitor-replied': viaDocument(visitorRepliedContent),
  'inquiry-reply': renderInquiryReply,
  'job-application': viaDocument(jobApplicationContent),
  'inquiry-assigned': viaDocument(inquiryAssignedContent),
  'first-answer-reminder': viaDocument(firstAnswerReminderContent),
  'quote-decided': viaDocument(quoteDecidedContent),
  'webhook-disabled': viaDocument(webhookDisabledContent),
};

/** What e-mail clients expect before the markup (react-email's `render` writes the same). */
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export async function renderMail<T extends MailTemplateName>(
  template: T,
  props: MailTemplateProps[T],
): Promise<RenderedMail> {
  // The name comes from a database row, so a typo or a template removed since must fail readably.
  const render = Object.hasOwn(renderers, template) ? renderers[template] : undefined;
  if (!render) throw new Error(`There is no e-mail template named "${template}".`);
  return render(props);
}

function viaDocument<P>(contentOf: (props: P) => MailContent): (props: P) => RenderedMail {
  return (props) => {
    const content = contentOf(props);
    // react-dom's synchronous renderer: the same markup as react-email's `render`, several times faster,
    // which matters because the delivery worker shares the thread that answers requests.
    const html = `${doctype}${renderToStaticMarkup(createElement(MailDocument, { content }))}`;
    return { subject: content.subject, html, text: mailContentToText(content) };
  };
}
