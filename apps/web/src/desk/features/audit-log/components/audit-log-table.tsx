import type { AuditLogEntry } from '@sitedesk/shared/audit-api';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { ColumnHeaders } from '../../../ui/column-headers';

/** The entries, newest first: the time where the member is, who by name (looked up now), what in words. */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  const { t, locale } = useDeskI18n();
  const texts = t.auditLog;
  const actorName = (entry: AuditLogEntry) =>
    entry.actor.type === 'user'
      ? (entry.actor.name ?? texts.removedMember)
      : entry.actor.type === 'visitor'
        ? texts.visitor
        : texts.system;

  return (
    // Four equal columns whose words may break anywhere: at 320 px the table fits, nothing scrolls sideways.
    <section aria-label={texts.title} className="rounded-card border border-steel-200 bg-white">
      <table className="w-full table-fixed text-start text-sm [overflow-wrap:anywhere]">
        <ColumnHeaders
          labels={[texts.columns.at, texts.columns.actor, texts.columns.action, texts.columns.target]}
          headClassName="bg-steel-100 text-steel-800"
          cellClassName="px-2 py-2 text-start sm:px-3"
        />
        <tbody className="divide-y divide-steel-200">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-2 py-2 align-top sm:px-3">
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
              </td>
              <td className="px-2 py-2 align-top sm:px-3">{actorName(entry)}</td>
              <td className="px-2 py-2 align-top sm:px-3">{texts.actions[entry.action]}</td>
              <td className="px-2 py-2 align-top sm:px-3">
                {entry.target && (
                  <>
                    {texts.targets[entry.target.type]}{' '}
                    <span dir="ltr" className="break-all text-steel-700">
                      {entry.target.id}
                    </span>
                  </>
                )}
                {entry.detail?.route !== undefined && (
                  // An API key's request: `GET /api/v1/inquiries/:id 200`, the same in every language.
                  <span dir="ltr" className="block break-all font-mono text-xs text-steel-700">
                    {[entry.detail.method, entry.detail.route, entry.detail.status].join(' ')}
                  </span>
                )}
                {entry.detail?.apiKeyId !== undefined && (
                  // A member's action done through one of their keys (decision 237): which key.
                  <span className="block text-xs text-steel-700">
                    {texts.targets.api_key}{' '}
                    <span dir="ltr" className="break-all">
                      {entry.detail.apiKeyId}
                    </span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
