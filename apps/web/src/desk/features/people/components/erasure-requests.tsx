import { formatMessage } from '@sitedesk/shared/messages/format';
import type { ErasureRequestItem, ErasureRequestList } from '@sitedesk/shared/people-api';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDate } from '../../../lib/format';
import type { Resource } from '../../../lib/use-resource';
import { Loaded } from '../../../ui/loaded';
import { buttonSecondary, cardClass } from '../../../ui/styles';

type Props = { requests: Resource<ErasureRequestList>; onReview: (request: ErasureRequestItem) => void };

/** The visitors' open erasure requests, the soonest due first; "Review" looks the address up above. */
export function ErasureRequests({ requests, onReview }: Props) {
  const { t, locale } = useDeskI18n();
  const now = Date.now();
  return (
    <section aria-labelledby="erasure-requests-heading" className={`${cardClass} space-y-3`}>
      <h2 id="erasure-requests-heading" className="text-2xl text-petrol-900">
        {t.people.requestsHeading}
      </h2>
      <p className="text-steel-700">{t.people.requestsIntro}</p>
      <Loaded resource={requests}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t.people.requestsEmpty}</p>
          ) : (
            <ul className="divide-y divide-steel-200">
              {data.items.map((request) => {
                const isOverdue = new Date(request.dueAt).getTime() < now;
                const due = formatDate(request.dueAt, locale);
                return (
                  <li
                    key={request.id}
                    className="flex flex-wrap items-center gap-3 py-3"
                    data-request-id={request.id}
                  >
                    <div className="min-w-0 grow">
                      <p className="font-semibold break-all" dir="ltr">
                        {request.email}
                      </p>
                      <p className="text-sm text-steel-700">
                        {formatMessage(t.people.requestedAt, {
                          date: formatDate(request.requestedAt, locale),
                        })}
                        {' · '}
                        <span className={isOverdue ? 'font-semibold text-signal-800' : ''}>
                          {formatMessage(isOverdue ? t.people.overdue : t.people.dueAt, { date: due })}
                        </span>
                      </p>
                    </div>
                    <button type="button" className={buttonSecondary} onClick={() => onReview(request)}>
                      {t.people.review}
                      <span className="sr-only"> {request.email}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
