import type { DevMailMessage } from '@sitedesk/shared/desk-api';
import { ltrIsolateIn, ownDirectionIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useId, useState } from 'react';
import { LeftToRight } from '../../../../ui/left-to-right';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { linkClass } from '../../../ui/styles';
import { AnswerAsVisitorForm } from './answer-as-visitor-form';

type View = 'html' | 'text';

/**
 * One kept e-mail: its envelope with CC, the HTML version as the recipient sees it or the text version, and
 * the files it carried. The HTML never enters this page: it loads in a frame with `sandbox=""` from a route
 * whose own policy runs no script and loads nothing from anywhere (decision 170); the frame exists only
 * while the mail is open.
 */
export function KeptMail({ mail }: { mail: DevMailMessage }) {
  const { t, locale } = useDeskI18n();
  const texts = t.csvMail.mailbox;
  const [isOpen, setIsOpen] = useState(false);
  const [view, setView] = useState<View>('html');
  const viewName = useId();
  return (
    <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer p-4">
        <span className="font-semibold break-words">{mail.subject}</span>
        <span className="block text-sm break-all text-steel-700">
          {t.mailbox.to}: <LeftToRight>{mail.to.join(', ')}</LeftToRight> ·{' '}
          {formatDateTime(mail.createdAt, locale)}
        </span>
      </summary>
      <div className="border-t border-steel-200 p-4">
        <dl className="mb-3 space-y-1 text-sm text-steel-700">
          <div>
            <dt className="inline">{t.mailbox.from}: </dt>
            <dd className="inline break-all">{mail.from}</dd>
          </div>
          {mail.cc.length > 0 && (
            <div>
              <dt className="inline">{texts.cc}: </dt>
              <dd className="inline break-all" data-mail-cc>
                {mail.cc.join(', ')}
              </dd>
            </div>
          )}
        </dl>
        {mail.hasHiddenLinks ? <p className="mb-2 text-sm text-steel-700">{t.mailbox.hiddenLinks}</p> : null}
        <fieldset className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1">
          <legend className="float-start me-2 font-semibold text-steel-800">{texts.view}</legend>
          {(['html', 'text'] as const).map((option) => (
            <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={viewName}
                value={option}
                checked={view === option}
                onChange={() => setView(option)}
                className="size-5 accent-petrol-700"
              />
              {texts[option]}
            </label>
          ))}
        </fieldset>
        {view === 'text' ? (
          <pre className="font-sans break-words whitespace-pre-wrap">{mail.text}</pre>
        ) : isOpen ? (
          <iframe
            sandbox=""
            src={mail.htmlUrl}
            title={formatMessage(texts.frameTitle, { subject: mail.subject })}
            referrerPolicy="no-referrer"
            className="h-[32rem] w-full rounded-card border border-steel-200 bg-white"
          />
        ) : null}
        <h2 className="mt-4 font-semibold">{texts.attachments}</h2>
        {mail.attachments.length === 0 ? (
          <p className="text-sm text-steel-700">{texts.noAttachments}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {mail.attachments.map((file) => (
              <li key={file.id} className="break-all">
                <a href={file.url} download={file.fileName} className={linkClass}>
                  {formatMessage(texts.download, {
                    name: ownDirectionIsolateIn(locale, file.fileName),
                    type: ltrIsolateIn(locale, file.contentType),
                    size: formatFileSize(file.sizeBytes, locale),
                  })}
                </a>
              </li>
            ))}
          </ul>
        )}
        <details className="mt-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-petrol-800">
            {t.conversation.mailbox.answerAsVisitor}
          </summary>
          <AnswerAsVisitorForm mailId={mail.id} />
        </details>
      </div>
    </details>
  );
}
