import { formatPlural } from '@sitedesk/shared/messages/format';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useDeskEvent, useDeskEvents } from '../../../realtime/desk-events';
import { LiveRegion, useAnnouncement } from '../../../ui/live-region';
import { Loaded } from '../../../ui/loaded';
import { PageHeading } from '../../../ui/page-heading';
import { buttonSecondary } from '../../../ui/styles';
import { auditLogCsvUrl, useAuditLog } from '../api/get-audit-log';
import { AuditLogFilterForm, type AuditLogForm, emptyAuditLogForm, filtersOf } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/**
 * The audit log (owners and admins; decision 183): filters, the entries newest first, older pages, the CSV.
 * New entries arrive live: the newest page reloads by itself; an older page offers to go back to it.
 */
export function AuditLogPage() {
  const { t, locale } = useDeskI18n();
  const texts = t.auditLog;
  const [form, setForm] = useState<AuditLogForm>(emptyAuditLogForm);
  // The pages walked back through: each is the `before` of the page shown; none is the newest page.
  const [trail, setTrail] = useState<number[]>([]);
  const [missed, setMissed] = useState(0);
  const { announcement, announce } = useAnnouncement();
  const filters = filtersOf(form);
  const before = trail.at(-1);
  const log = useAuditLog(filters, before);
  const { reconnects } = useDeskEvents();
  const [seenReconnects, setSeenReconnects] = useState(reconnects);
  if (seenReconnects !== reconnects) {
    setSeenReconnects(reconnects);
    log.reload();
  }

  useDeskEvent((event) => {
    if (event.type !== 'audit.recorded') return;
    if (before === undefined) {
      log.reload();
    } else {
      setMissed((count) => count + 1);
    }
  });

  const toNewest = () => {
    setTrail([]);
    setMissed(0);
    announce(texts.newest);
  };

  return (
    <div className="space-y-6">
      <PageHeading title={texts.title}>{texts.title}</PageHeading>
      <p className="text-steel-800">{texts.intro}</p>
      <AuditLogFilterForm
        initial={form}
        onApply={(next) => {
          setForm(next);
          setTrail([]);
          setMissed(0);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <a href={auditLogCsvUrl(filters, locale)} className={buttonSecondary} download>
          {texts.download}
        </a>
        {missed > 0 && (
          <button type="button" className={buttonSecondary} onClick={toNewest}>
            {formatPlural(locale, texts.newEntries, missed)} · {texts.showNew}
          </button>
        )}
      </div>
      <LiveRegion announcement={announcement} />
      <Loaded resource={log}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-steel-800">{texts.empty}</p>
          ) : (
            <AuditLogTable entries={data.items} />
          )
        }
      </Loaded>
      {log.data && (trail.length > 0 || log.data.nextBefore !== null) && (
        <nav aria-label={t.inbox.pagination} className="flex flex-wrap gap-3">
          {trail.length > 0 && (
            <button type="button" className={buttonSecondary} onClick={toNewest}>
              {texts.newest}
            </button>
          )}
          {log.data.nextBefore !== null && (
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => {
                const next = log.data?.nextBefore;
                if (next) setTrail((current) => [...current, next]);
              }}
            >
              {texts.older}
            </button>
          )}
        </nav>
      )}
    </div>
  );
}
