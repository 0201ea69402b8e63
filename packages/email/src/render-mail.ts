import type { InquiryTopic } from '@sitedesk/shared/inquiry';
import type { Locale } from '@sitedesk/shared/locales';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inquiryConfirmationContent } from './inquiry-confirmation';
import { inquiryNotificationContent } from './inquiry-notification';
import type { MailContent } from './mail-content';
import { MailDocument } from './mail-document';
import { mailContentToText } from './mail-text';
import { type PasswordResetMailProps, passwordResetContent } from './password-reset';
import { type StaffInvitationMailProps, staffInvitationContent } from './staff-invitation';

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
  topic: InquiryTopic;
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
};

/** Every template and the props it is rendered from. */
export type MailTemplateProps = {
  'inquiry-notification': InquiryMailProps;
  'inquiry-confirmation': InquiryMailProps;
  'password-reset': PasswordResetMailProps;
  'staff-invitation': StaffInvitationMailProps;
};

export type MailTemplateName = keyof MailTemplateProps;

/** A template with its matching props, as an outbox row stores them. */
export type TemplatedMail = {
  [T in MailTemplateName]: { template: T; props: MailTemplateProps[T] };
}[MailTemplateName];

export type RenderedMail = { subject: string; html: string; text: string };

const contentFor: { [T in MailTemplateName]: (props: MailTemplateProps[T]) => MailContent } = {
  'inquiry-notification': inquiryNotificationContent,
  'inquiry-confirmation': inquiryConfirmationContent,
  'password-reset': passwordResetContent,
  'staff-invitation': staffInvitationContent,
};

/** What e-mail clients expect before the markup (react-email's `render` writes the same). */
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export async function renderMail<T extends MailTemplateName>(
  template: T,
  props: MailTemplateProps[T],
): Promise<RenderedMail> {
  // The name comes from a database row, so a typo or a template removed since must fail readably.
  const contentOf = Object.hasOwn(contentFor, template) ? contentFor[template] : undefined;
  if (!contentOf) throw new Error(`There is no e-mail template named "${template}".`);
  const content = contentOf(props);
  // react-dom's synchronous renderer: the same markup as react-email's `render`, several times faster,
  // which matters because the delivery worker shares the thread that answers requests.
  const html = `${doctype}${renderToStaticMarkup(createElement(MailDocument, { content }))}`;
  return { subject: content.subject, html, text: mailContentToText(content) };
}
