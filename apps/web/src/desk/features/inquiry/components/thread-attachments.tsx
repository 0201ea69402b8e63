import type { ConversationAttachment, ConversationMessage } from '@sitedesk/shared/conversation-api';
import { ownDirectionIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { FileX, Paperclip } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatFileSize } from '../../../lib/format';
import { linkClass } from '../../../ui/styles';

type Props = {
  attachments: ConversationAttachment[];
  refused?: ConversationMessage['refusedAttachments'];
};

/** A message's files as download links, and the ones that were kept out, by name and reason. */
export function ThreadAttachments({ attachments, refused = [] }: Props) {
  const { t, locale } = useDeskI18n();
  if (attachments.length === 0 && refused.length === 0) return null;
  const reasons = t.conversation.thread.refusedReasons as Record<string, string>;
  return (
    <ul className="mt-3 space-y-1" aria-label={t.conversation.thread.attachments}>
      {attachments.map((file) => (
        <li key={file.id}>
          {/* Signed links expire after a short while; the thread reloads them with every refresh. */}
          <a
            href={file.url}
            download={file.fileName}
            className={`${linkClass} inline-flex items-center gap-1 wrap-anywhere`}
          >
            <Paperclip aria-hidden="true" className="size-4 shrink-0" />
            <bdi>{file.fileName}</bdi>
          </a>{' '}
          <span className="text-sm text-steel-700">{formatFileSize(file.sizeBytes, locale)}</span>
        </li>
      ))}
      {refused.map((file) => (
        <li key={file.fileName} className="inline-flex items-center gap-1 text-sm text-signal-800">
          <FileX aria-hidden="true" className="size-4 shrink-0" />
          {formatMessage(t.conversation.thread.refused, {
            fileName: ownDirectionIsolateIn(locale, file.fileName),
            reason: reasons[file.reason] ?? file.reason,
          })}
        </li>
      ))}
    </ul>
  );
}
