import { ltrIsolateIn, ownDirectionIsolate } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { QuoteDetail } from '@sitedesk/shared/quotes-api';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useDeskEvent } from '../../../realtime/desk-events';
import { useCan } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { linkClass } from '../../../ui/styles';
import type { CreatedQuote } from '../api/create-quote';
import { useQuotedInquiry } from '../api/get-inquiry';
import { useQuote } from '../api/get-quote';
import { touchesQuotesOf } from '../model/quote-events';
import { formFromQuote, newQuoteForm } from '../model/quote-form';
import { QuoteEditor } from './quote-editor';
import { QuoteStatusBadge } from './quote-status-badge';
import { QuoteView } from './quote-view';

/** A notice carried to the next page (a created draft, a new revision), shown once there. */
type NoticeState = { notice?: string } | null;

/**
 * `/desk/inquiries/:id/quotes/new` and `/desk/inquiries/:id/quotes/:quoteId` (decision 221): a draft in its
 * editor for roles that may quote, anything else read-only. A buyer's decision arrives live.
 */
export function QuotePage() {
  const { id = '', quoteId } = useParams();
  // A new address (the created draft, a new revision) is a new page: its own notice, heading focus and data.
  return <QuoteScreen key={`${id}/${quoteId ?? 'new'}`} id={id} quoteId={quoteId} />;
}

function QuoteScreen({ id, quoteId }: { id: string; quoteId: string | undefined }) {
  const { t, locale } = useDeskI18n();
  const texts = t.quotes;
  const navigate = useNavigate();
  const location = useLocation();
  const inquiry = useQuotedInquiry(id);
  const quote = useQuote(quoteId ?? null);
  const canQuote = useCan('inquiries:reply');
  const [notice, setNotice] = useState<string | undefined>((location.state as NoticeState)?.notice);

  useDeskEvent((event) => {
    if (quoteId && touchesQuotesOf(event, id)) quote.reload();
  });

  const detail = inquiry.data;
  // A quotation opened under another inquiry's address (a pasted link) moves to its own inquiry's, so the
  // buyer and reference on the page are the ones it would be sent to; until then it loads.
  const loaded = quoteId ? quote.data : undefined;
  const current = loaded?.inquiryId === id ? loaded : undefined;
  useEffect(() => {
    if (loaded && loaded.inquiryId !== id) {
      navigate(`/desk/inquiries/${loaded.inquiryId}/quotes/${loaded.id}`, { replace: true });
    }
  }, [loaded, id, navigate]);
  const title = current
    ? formatMessage(texts.name, { number: ltrIsolateIn(locale, current.number), revision: current.revision })
    : quoteId
      ? t.loading
      : texts.editor.newTitle;
  const pageOf = (created: CreatedQuote) => `/desk/inquiries/${id}/quotes/${created.id}`;
  const error = inquiry.error ?? (quoteId ? quote.error : undefined);

  const onSent = (sent: QuoteDetail) => {
    setNotice(
      formatMessage(texts.editor.sentNotice, {
        number: ltrIsolateIn(locale, sent.number),
        email: ltrIsolateIn(locale, detail?.email ?? ''),
      }),
    );
    quote.reload();
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-20 lg:pb-0">
      <Link to={`/desk/inquiries/${id}`} className={`${linkClass} inline-flex items-center gap-1`}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {formatMessage(texts.editor.back, { reference: ltrIsolateIn(locale, detail?.reference ?? '') })}
      </Link>
      {error && !(detail && (current || !quoteId)) ? (
        <>
          <PageHeading title={t.notFound.title}>{t.notFound.title}</PageHeading>
          <LoadError error={error} onRetry={quoteId ? quote.reload : inquiry.reload} />
        </>
      ) : !detail || (quoteId && !current) ? (
        <Loading />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <PageHeading title={title}>{title}</PageHeading>
            {current && <QuoteStatusBadge status={current.status} />}
          </div>
          <p className="text-steel-700">
            {formatMessage(texts.editor.for, {
              name: ownDirectionIsolate(detail.company || detail.name),
              reference: ltrIsolateIn(locale, detail.reference),
            })}
          </p>
          {notice && <Alert tone="success">{notice}</Alert>}
          {!current ? (
            canQuote ? (
              <QuoteEditor
                inquiry={detail}
                quote={undefined}
                initial={newQuoteForm(detail.quoteRequest, new Date(), {
                  yes: t.inquiry.yes,
                  no: t.inquiry.no,
                })}
                onCreated={(created, message) =>
                  void navigate(pageOf(created), { replace: true, state: { notice: message } })
                }
                onSaved={() => undefined}
                onSent={onSent}
              />
            ) : (
              <Alert tone="error">{t.errors.forbidden}</Alert>
            )
          ) : current.status === 'draft' && canQuote ? (
            <QuoteEditor
              key={current.id}
              inquiry={detail}
              quote={current}
              initial={formFromQuote(current)}
              onCreated={() => undefined}
              onSaved={() => setNotice(undefined)}
              onSent={onSent}
            />
          ) : (
            <QuoteView
              quote={current}
              canRevise={canQuote}
              onRevised={(created) =>
                void navigate(pageOf(created), {
                  state: { notice: formatMessage(texts.editor.revised, { revision: created.revision }) },
                })
              }
            />
          )}
        </>
      )}
    </div>
  );
}
