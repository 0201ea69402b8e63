import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonSecondary } from '../../../ui/styles';
import { splitQuotedText } from '../model/quoted-text';

const textClass = 'whitespace-pre-wrap break-words';

function QuotedBlock({ text }: { text: string }) {
  const { t } = useDeskI18n();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="my-2">
      <button
        type="button"
        className={`${buttonSecondary} min-h-9 px-2 py-1 text-sm`}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t.conversation.thread.hideQuoted : t.conversation.thread.showQuoted}
      </button>
      {isOpen && (
        <p className={`${textClass} mt-2 border-s-4 border-steel-300 ps-3 text-steel-700`}>{text}</p>
      )}
    </div>
  );
}

/**
 * A received e-mail's text, always as text (never HTML), with quoted history folded behind a toggle so long
 * threads stay readable; nothing is removed.
 */
export function MessageBody({ text, foldQuotes }: { text: string; foldQuotes: boolean }) {
  if (!foldQuotes) return <p className={textClass}>{text}</p>;
  const segments = splitQuotedText(text);
  return (
    <div>
      {segments.map((segment, index) =>
        segment.isQuoted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity but their position.
          <QuotedBlock key={index} text={segment.text} />
        ) : segment.text.trim() === '' ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <p key={index} className={textClass}>
            {segment.text.replace(/\n+$/, '')}
          </p>
        ),
      )}
    </div>
  );
}
