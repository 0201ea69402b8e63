import type { PersonInquiries } from '@sitedesk/shared/person-inquiries-api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LeftToRight } from '../../../../ui/left-to-right';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDate } from '../../../lib/format';
import type { Resource } from '../../../lib/use-resource';
import { useTopicLabel } from '../../../topics/topics-store';
import { LoadError } from '../../../ui/load-error';
import { StatusBadge } from '../../../ui/status-badge';
import { linkClass } from '../../../ui/styles';
import { SectionCard } from './section-card';

type Props = {
  others: Resource<PersonInquiries>;
  /** The merge button beside each other inquiry, when the member may merge (decision 179). */
  renderAction?: ((other: PersonInquiries['items'][number]) => ReactNode) | undefined;
  /** What the last merge said, above the list. */
  notice?: ReactNode;
};

/** The other inquiries from the same e-mail address, newest first, each a link to its page. */
export function SamePersonPanel({ others, renderAction, notice }: Props) {
  const { t, locale } = useDeskI18n();
  const topicLabel = useTopicLabel();
  const items = others.data?.items ?? [];
  return (
    <SectionCard id="inquiry-same-person" title={t.person.title}>
      <div className="mb-3 empty:hidden">{notice}</div>
      {others.error && !others.data ? (
        <LoadError error={others.error} onRetry={others.reload} />
      ) : !others.data ? null : items.length === 0 ? (
        <p className="text-steel-700">{t.person.none}</p>
      ) : (
        <ul className="divide-y divide-steel-200">
          {items.map((other) => (
            <li key={other.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/desk/inquiries/${other.id}`} className={`${linkClass} wrap-anywhere`}>
                  <LeftToRight>{other.reference}</LeftToRight>
                </Link>
                <StatusBadge status={other.status} />
              </div>
              <p className="text-sm text-steel-700">
                <time dateTime={other.createdAt}>{formatDate(other.createdAt, locale)}</time>
                {' · '}
                {other.entry?.title || topicLabel(other.topic)}
              </p>
              {renderAction?.(other)}
            </li>
          ))}
        </ul>
      )}
      {others.data?.hasMore && <p className="mt-3 text-sm text-steel-700">{t.person.more}</p>}
    </SectionCard>
  );
}
