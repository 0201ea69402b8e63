import type { ConversationAttachment, ConversationMessage } from '@sitedesk/shared/conversation-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
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
import { QuotesSection } from '../../quotes/components/quotes-section';
import { RoutingTest } from '../../routing/components/routing-test';
import { useInquiry } from '../api/get-inquiry';
import { useThread } from '../api/get-thread';
import { ActivityLog } from './activity-log';
import { Composer } from './composer';
import { ConversationThread } from './conversation-thread';
import { InquiryFields } from './inquiry-fields';
import { InquiryShortcuts } from './inquiry-shortcuts';
import { InquiryTagsPanel } from './inquiry-tags-panel';
import { MailDeliveries } from './mail-deliveries';
import { NotesPanel } from './notes-panel';
import { PersonInquiriesPanel } from './person-inquiries-panel';
import { WorkPanel } from './work-panel';

export function InquiryPage() {
  const { id = '' } = useParams();
  const { t, locale } = useDeskI18n();
  const inquiry = useInquiry(id);
  const thread = useThread(id);
  const { presence, reconnects } = useDeskEvents();
  // Answers this page sent, shown at once, until the reloaded thread holds them.
  const [sent, setSent] = useState<{ inquiryId: string; message: ConversationMessage }[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Erased while open here (another desk, or retention): the page says so instead of a stale inquiry.
  const [erasedId, setErasedId] = useState<string>();
  const canUpdate = useCan('inquiries:update');
  const canReply = useCan('inquiries:reply');
  // The inbox's filters and page ride along in the address, so going back keeps the member's place.
  const { search } = useLocation();
  const canManageRouting = useCan('settings:manage');
  useReportPresence(id);

  // After a break in the event stream the thread may have missed answers: fetch it again (decision 070).
  const { reload: reloadThread } = thread;
  useEffect(() => {
    if (reconnects > 0) reloadThread();
  }, [reconnects, reloadThread]);

  useDeskEvent((event) => {
    if (event.type === 'inquiry.message_added' && event.inquiryId === id) {
      thread.reload();
      inquiry.reload();
      if (event.direction === 'inbound') {
        // A fresh string each time, so the same words are announced again for a second answer.
        setAnnouncement((current) =>
          current === t.conversation.thread.newVisitorAnswer
            ? `${t.conversation.thread.newVisitorAnswer}\u00a0`
            : t.conversation.thread.newVisitorAnswer,
        );
      }
      return;
    }
    const changedId =
      event.type === 'inquiry.updated'
        ? event.inquiry.id
        : event.type === 'inquiry.note_added'
          ? event.inquiryId
          : undefined;
    if (changedId === id) inquiry.reload();
    if (event.type === 'inquiry.erased' && event.inquiryId === id) setErasedId(id);
  });

  const messages = useMemo(() => {
    const loaded = thread.data?.items ?? [];
    const known = new Set(loaded.map((message) => message.id));
    const pending = sent
      .filter((entry) => entry.inquiryId === id && !known.has(entry.message.id))
      .map((entry) => entry.message);
    return [...loaded, ...pending];
  }, [thread.data, sent, id]);

  const detail = inquiry.data;
  // The inquiry's list holds the files of answers too; each file is offered once.
  const existingFiles = useMemo<ConversationAttachment[]>(() => {
    const all = [...(detail?.attachments ?? []), ...messages.flatMap((message) => message.attachments)];
    return [...new Map(all.map((file) => [file.id, file])).values()];
  }, [detail, messages]);
  const title = detail
    ? formatMessage(t.inquiry.title, { reference: ltrIsolateIn(locale, detail.reference) })
    : t.loading;

  const onSent = (message: ConversationMessage) => {
    setSent((current) => [...current, { inquiryId: id, message }]);
    thread.reload();
    inquiry.reload();
  };

  return (
    <div className="space-y-6" data-reconnects={reconnects}>
      <Link to={`/desk${search}`} className={`${linkClass} inline-flex items-center gap-1`}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {/* It leads back to where the member came from: the spam folder is named so. */}
        {new URLSearchParams(search).get('status') === 'spam' ? t.inquiry.backToSpam : t.inquiry.back}
      </Link>
      {erasedId === id ? (
        <PageHeading title={t.spam.erased}>{t.spam.erased}</PageHeading>
      ) : inquiry.error && !detail ? (
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
          {/* Beside the inbox list (decision 178) the details sit above the thread until the page is wide. */}
          <div className="grid gap-6 pb-20 lg:pb-0 xl:grid-cols-3">
            <div className="space-y-6 xl:col-span-2">
              <ConversationThread
                detail={detail}
                messages={messages}
                error={thread.data ? undefined : thread.error}
                onRetry={thread.reload}
                canResend={canReply}
                onChanged={thread.reload}
                announcement={announcement}
              />
              {canReply && detail.status !== 'spam' && (
                <Composer key={detail.id} detail={detail} existingFiles={existingFiles} onSent={onSent} />
              )}
              {canUpdate && <NotesPanel detail={detail} canAdd={canUpdate} onAdded={inquiry.reload} />}
            </div>
            {/* On a phone the actions come first: that is what staff open an inquiry for. */}
            <div className="order-first space-y-6 xl:order-none">
              {canUpdate && <WorkPanel detail={detail} onChanged={inquiry.reload} />}
              <QuotesSection detail={detail} onChanged={inquiry.reload} />
              {canManageRouting && detail.status !== 'spam' && <RoutingTest inquiryId={detail.id} />}
              <InquiryTagsPanel detail={detail} canEdit={canUpdate} onChanged={inquiry.reload} />
              <InquiryFields detail={detail} />
              <PersonInquiriesPanel
                detail={detail}
                onMerged={() => {
                  inquiry.reload();
                  thread.reload();
                }}
              />
              <MailDeliveries mail={detail.mail} />
              <ActivityLog activity={detail.activity} />
            </div>
          </div>
          <InquiryShortcuts
            detail={detail}
            canUpdate={canUpdate}
            hasComposer={canReply && detail.status !== 'spam'}
            onChanged={inquiry.reload}
          />
        </>
      )}
    </div>
  );
}
