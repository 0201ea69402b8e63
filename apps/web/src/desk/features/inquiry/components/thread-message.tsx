import type { ConversationMessage } from '@sitedesk/shared/conversation-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Bot, Reply } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { MessageWithNames } from '../../../ui/message-with-names';
import { DeliveryState } from './delivery-state';
import { MessageBody } from './message-body';
import { ThreadAttachments } from './thread-attachments';

type Props = { inquiryId: string; message: ConversationMessage; canResend: boolean; onChanged: () => void };

/** One e-mail of the thread: an answer from the desk, or what came back from the visitor. */
export function ThreadMessage({ inquiryId, message, canResend, onChanged }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.conversation.thread;
  const isOutbound = message.direction === 'outbound';
  const heading = isOutbound ? (
    <MessageWithNames
      template={texts.answered}
      values={{ name: message.author?.name || texts.unknownAuthor }}
    />
  ) : (
    <MessageWithNames template={texts.received} values={{ from: message.from }} />
  );
  const tone = isOutbound
    ? 'border-petrol-600 bg-petrol-50 sm:ms-8'
    : message.isAutomatic
      ? 'border-dashed border-steel-300 bg-steel-50 text-sm text-steel-700'
      : 'border-steel-300 bg-white sm:me-8';

  return (
    <article
      className={`rounded-card border p-3 ${tone}`}
      data-direction={message.direction}
      data-automatic={message.isAutomatic || undefined}
      data-suspected-spam={message.isSuspectedSpam || undefined}
      aria-labelledby={`message-${message.id}`}
    >
      <header className="mb-2 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <h3
          id={`message-${message.id}`}
          className="inline-flex items-center gap-1 font-semibold text-steel-900"
        >
          {isOutbound ? (
            <Reply aria-hidden="true" className="size-4" />
          ) : message.isAutomatic ? (
            <Bot aria-hidden="true" className="size-4" />
          ) : null}
          {heading}
        </h3>
        {message.isAutomatic && (
          <span className="rounded-full border border-steel-400 px-2 text-xs font-semibold text-steel-700">
            {texts.automatic}
          </span>
        )}
        {message.isSuspectedSpam && (
          <span className="rounded-full border border-steel-400 px-2 text-xs font-semibold text-steel-700">
            {texts.suspectedSpam}
          </span>
        )}
        <time dateTime={message.createdAt} className="text-sm text-steel-700">
          {formatDateTime(message.createdAt, locale)}
        </time>
      </header>
      {isOutbound && (
        <p className="mb-2 text-sm break-all text-steel-700">
          {formatMessage(texts.to, { to: message.to.join(', ') })}
          {message.cc.length > 0 && ` · ${formatMessage(texts.cc, { cc: message.cc.join(', ') })}`}
        </p>
      )}
      {message.isAutomatic && <p className="mb-2 text-xs">{texts.automaticHint}</p>}
      {/* Received mail is shown as plain text only: its HTML, even sanitised, is never rendered here. */}
      <MessageBody text={message.text} foldQuotes={!isOutbound} />
      <ThreadAttachments attachments={message.attachments} refused={message.refusedAttachments} />
      {message.delivery && (
        <div className="mt-2">
          <DeliveryState
            inquiryId={inquiryId}
            messageId={message.id}
            delivery={message.delivery}
            canResend={canResend}
            onResent={onChanged}
          />
        </div>
      )}
    </article>
  );
}
