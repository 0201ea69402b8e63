import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';

/**
 * Backup codes, shown once: copy them, download them as a text file, then say they are kept. `headingLevel`:
 * the level below the page's or section's own heading.
 */
export function BackupCodes({
  codes,
  onDone,
  headingLevel,
}: {
  codes: string[];
  onDone: () => void;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useDeskI18n();
  const messages = t.account.twoFactor;
  const [isCopied, setIsCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'sitedesk-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="backup-codes-heading" className="space-y-3">
      <Heading id="backup-codes-heading" className="text-xl text-petrol-900">
        {messages.backupTitle}
      </Heading>
      <p>{messages.backupIntro}</p>
      <ul className="grid gap-1 font-mono sm:grid-cols-2" dir="ltr" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setIsCopied(true));
          }}
        >
          {messages.copy}
        </button>
        <button type="button" className={buttonSecondary} onClick={download}>
          {messages.download}
        </button>
        <button type="button" className={buttonPrimary} onClick={onDone}>
          {messages.done}
        </button>
      </div>
      <p role="status">{isCopied ? messages.copied : ''}</p>
    </section>
  );
}
