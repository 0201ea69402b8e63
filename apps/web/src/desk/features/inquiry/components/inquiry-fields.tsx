import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { QuoteRequestDetails } from '@sitedesk/shared/quote-request';
import { answerText, type TopicFieldAnswer } from '@sitedesk/shared/topic-fields';
import { ExternalLink, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { LeftToRight } from '../../../../ui/left-to-right';
import { useDeskI18n } from '../../../app/desk-i18n';
import {
  countryName,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  languageName,
} from '../../../lib/format';
import { useTopicLabel } from '../../../topics/topics-store';
import { linkClass } from '../../../ui/styles';
import { SectionCard } from './section-card';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-steel-200 py-2 last:border-0 sm:grid-cols-3">
      <dt className="font-semibold text-steel-700">{label}</dt>
      <dd className="min-w-0 break-words sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Who the visitor is, with phone and country made readable; their message opens the thread. */
export function InquiryFields({ detail }: { detail: InquiryDetail }) {
  const { t, locale } = useDeskI18n();
  const topicLabel = useTopicLabel();
  return (
    <>
      <SectionCard id="inquiry-details" title={t.inquiry.details}>
        <dl>
          <Row label={t.inquiry.name}>{detail.name}</Row>
          <Row label={t.inquiry.company}>{detail.company || t.none}</Row>
          <Row label={t.inquiry.email}>
            <a href={`mailto:${detail.email}`} className={linkClass}>
              <LeftToRight>{detail.email}</LeftToRight>
            </a>
          </Row>
          <Row label={t.inquiry.phone}>
            {detail.phone ? (
              <a
                href={`tel:${detail.phone.e164}`}
                className={`${linkClass} inline-flex flex-wrap items-center gap-1`}
              >
                <Phone aria-hidden="true" className="size-4" />
                {/* One line: a number broken after "596" reads as two numbers; the country moves down instead. */}
                <LeftToRight className="whitespace-nowrap">{formatPhone(detail.phone.e164)}</LeftToRight>
                <span className="font-normal text-steel-700">
                  ({countryName(detail.phone.country, locale)})
                </span>
              </a>
            ) : (
              t.none
            )}
          </Row>
          <Row label={t.inquiry.country}>{countryName(detail.country, locale)}</Row>
          <Row label={t.inquiry.topic}>{topicLabel(detail.topic)}</Row>
          {detail.entry && (
            <Row label={t.inquiry.about}>
              <span data-testid="inquiry-about">
                {formatMessage(t.inquiry.aboutEntry[detail.entry.collection], { title: detail.entry.title })}
              </span>
              <br />
              {detail.entryUrl ? (
                <a href={detail.entryUrl} className={`${linkClass} inline-flex items-center gap-1`}>
                  {t.inquiry.entryPublicPage}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              ) : (
                <span className="text-steel-700">{t.inquiry.entryNotPublished}</span>
              )}
            </Row>
          )}
          <Row label={t.inquiry.language}>{languageName(detail.locale, locale)}</Row>
          <Row label={t.inquiry.received}>{formatDateTime(detail.createdAt, locale)}</Row>
          <Row label={t.inquiry.consent}>{detail.consentVersion}</Row>
        </dl>
      </SectionCard>
      {detail.quoteRequest && <QuoteRequestFields request={detail.quoteRequest} />}
      {detail.extraFields && <ExtraFieldAnswers answers={detail.extraFields} />}
    </>
  );
}

/**
 * A request for a quotation as the buyer sent it: the products with quantity and unit, then the terms given.
 * Names the buyer typed or saw are isolated (`bdi`), the VAT number kept left to right.
 */
function QuoteRequestFields({ request }: { request: QuoteRequestDetails }) {
  const { t, locale } = useDeskI18n();
  const yesNo = { yes: t.inquiry.yes, no: t.inquiry.no };
  const delivery = [
    request.deliveryCountry ? countryName(request.deliveryCountry, locale) : '',
    request.deliveryPostcode ?? '',
  ]
    .filter((part) => part !== '')
    .join(', ');
  return (
    <SectionCard id="quote-request" title={t.inquiry.quoteRequest}>
      {request.lines.length > 0 && (
        <table className="mb-2 w-full border-collapse" data-testid="quote-lines">
          <thead>
            <tr className="border-b border-steel-200">
              <th scope="col" className="py-2 text-start font-semibold text-steel-700">
                {t.inquiry.quoteProduct}
              </th>
              <th scope="col" className="py-2 text-end font-semibold text-steel-700">
                {t.inquiry.quoteQuantity}
              </th>
            </tr>
          </thead>
          <tbody>
            {request.lines.map((line, index) => (
              // Lines have no id of their own and never reorder: their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className="border-b border-steel-200 last:border-0">
                <td className="min-w-0 break-words py-2">
                  <bdi>{line.title}</bdi>
                  {line.extraFields && line.extraFields.length > 0 && (
                    // The product's own fields (decision 243) as the buyer saw and answered them.
                    <ul className="mt-1 text-sm text-steel-700" data-testid="quote-line-fields">
                      {line.extraFields.map((answer) => (
                        <li key={answer.key}>
                          <bdi>{answer.label}</bdi>: <bdi>{answerText(answer, yesNo)}</bdi>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="whitespace-nowrap py-2 text-end">
                  {formatNumber(line.quantity, locale, 3)} {t.inquiry.units[line.unit]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl>
        {request.neededBy && <Row label={t.inquiry.neededBy}>{formatDate(request.neededBy, locale)}</Row>}
        {delivery !== '' && <Row label={t.inquiry.delivery}>{delivery}</Row>}
        {request.vatId && (
          <Row label={t.inquiry.vatId}>
            <LeftToRight>{request.vatId}</LeftToRight>
          </Row>
        )}
        {request.purchaseReference && (
          <Row label={t.inquiry.purchaseReference}>
            <bdi>{request.purchaseReference}</bdi>
          </Row>
        )}
      </dl>
    </SectionCard>
  );
}

/**
 * The answers to the topic's extra fields (decision 225) with the labels the visitor saw, in their
 * language: what was asked stays as it was asked, whatever the form asks today.
 */
function ExtraFieldAnswers({ answers }: { answers: TopicFieldAnswer[] }) {
  const { t } = useDeskI18n();
  const yesNo = { yes: t.inquiry.yes, no: t.inquiry.no };
  return (
    <SectionCard id="extra-fields" title={t.inquiry.extraFields}>
      <dl>
        {answers.map((answer) => (
          <Row key={answer.key} label={<bdi>{answer.label}</bdi>}>
            <bdi>{answerText(answer, yesNo)}</bdi>
          </Row>
        ))}
      </dl>
    </SectionCard>
  );
}
