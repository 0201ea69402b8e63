import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useDeskEvent, useDeskEvents } from '../../../realtime/desk-events';
import { useReportPresence } from '../../../realtime/report-presence';
import { useCan } from '../../../session/session-context';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { StatusBadge } from '../../../ui/status-badge';
import { linkClass } from '../../../ui/styles';
import { ViewerList } from '../../../ui/viewer-list';
import { useInquiry } from '../api/get-inquiry';
import { ActivityLog } from './activity-log';
import { InquiryFields } from './inquiry-fields';
import { MailDeliveries } from './mail-deliveries';
import { NotesPanel } from './notes-panel';
import { WorkPanel } from './work-panel';

export function InquiryPage() {
  const { id = '' } = useParams();
  const { t } = useDeskI18n();
  const inquiry = useInquiry(id);
  const { presence, reconnects } = useDeskEvents();
  const canUpdate = useCan('inquiries:update');
  useReportPresence(id);

  useDeskEvent((event) => {
    const changedId =
      event.type === 'inquiry.updated'
        ? event.inquiry.id
        : event.type === 'inquiry.note_added'
          ? event.inquiryId
          : undefined;
    if (changedId === id) inquiry.reload();
  });

  const detail = inquiry.data;
  const title = detail ? formatMessage(t.inquiry.title, { reference: detail.reference }) : t.loading;

  return (
    <div className="space-y-6" data-reconnects={reconnects}>
      <Link to="/desk" className={`${linkClass} inline-flex items-center gap-1`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.inquiry.back}
      </Link>
      {inquiry.error && !detail ? (
        <>
          <PageHeading title={t.notFound.title}>{t.notFound.title}</PageHeading>
          <LoadError error={inquiry.error} onRetry={inquiry.reload} />
        </>
      ) : !detail ? (
        <Loading />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <PageHeading title={title}>{title}</PageHeading>
            <StatusBadge status={detail.status} />
          </div>
          <ViewerList viewers={presence.get(id) ?? []} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <InquiryFields detail={detail} />
              <NotesPanel detail={detail} canAdd={canUpdate} onAdded={inquiry.reload} />
            </div>
            {/* On a phone the actions come first: that is what staff open an inquiry for. */}
            <div className="order-first space-y-6 lg:order-none">
              {canUpdate && <WorkPanel detail={detail} onChanged={inquiry.reload} />}
              <MailDeliveries mail={detail.mail} />
              <ActivityLog activity={detail.activity} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
