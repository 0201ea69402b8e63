import type { InquiryMailDelivery } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { mailDeliveryName } from '../model/mail-delivery-name';
import { SectionCard } from './section-card';

/** The inquiry's e-mails, named in words with the files they carry: sent, still being retried (and when next), or failed with the provider's error. */
export function MailDeliveries({ mail }: { mail: InquiryMailDelivery[] }) {
  const { t, locale } = useDeskI18n();
  return (
    <SectionCard id="inquiry-mail" title={t.inquiry.mail}>
      {mail.length === 0 ? (
        <p className="text-steel-700">{t.inquiry.noMail}</p>
      ) : (
        <ul className="space-y-3">
          {mail.map((message) => {
            const state =
              message.status === 'sent' ? (
                <span className="inline-flex items-center gap-1 text-petrol-800">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  {formatMessage(t.inquiry.mailSent, {
                    time: message.sentAt ? formatDateTime(message.sentAt, locale) : '',
                  })}
                </span>
              ) : message.status === 'failed' ? (
                <span className="inline-flex items-start gap-1 font-semibold text-signal-800">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {formatMessage(t.inquiry.mailFailed, {
                    attempts: message.attempts,
                    error: message.lastError ?? t.none,
                  })}
                </span>
              ) : (
                <span className="inline-flex items-start gap-1 text-steel-800">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {formatMessage(t.inquiry.mailPending, {
                    attempts: message.attempts,
                    time: formatDateTime(message.nextAttemptAt, locale),
                  })}
                  {message.lastError ? ` (${message.lastError})` : ''}
                </span>
              );
            return (
              <li
                key={message.id}
                className="rounded-card border border-steel-200 p-3"
                data-mail-status={message.status}
              >
                <p className="font-semibold" data-mail-template={message.template}>
                  {mailDeliveryName(message, t.csvMail.deliveries)}
                </p>
                <p className="text-sm break-all text-steel-700">
                  {formatMessage(t.inquiry.mailTo, { to: message.to.join(', ') })}
                </p>
                {message.attachments.length > 0 && (
                  <p className="text-sm break-words text-steel-700">
                    {formatMessage(t.csvMail.deliveries.files, {
                      files: message.attachments
                        .map((file) =>
                          formatMessage(t.csvMail.deliveries.file, {
                            name: file.fileName,
                            size: formatFileSize(file.sizeBytes, locale),
                          }),
                        )
                        .join(', '),
                    })}
                  </p>
                )}
                <p className="mt-1 text-sm">{state}</p>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
