import { useDeskI18n } from '../../../app/desk-i18n';
import { Loaded } from '../../../ui/loaded';
import { PageHeading } from '../../../ui/page-heading';
import { useMailbox } from '../api/get-mailbox';
import { KeptMail } from './kept-mail';

/** What the dev mailer kept: read a reset link or an invitation without a real mail server. */
export function MailboxPage() {
  const { t } = useDeskI18n();
  const mailbox = useMailbox();
  return (
    <div className="space-y-6">
      <PageHeading title={t.mailbox.title}>{t.mailbox.title}</PageHeading>
      <p className="text-steel-700">{t.mailbox.intro}</p>
      <Loaded resource={mailbox}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t.mailbox.empty}</p>
          ) : (
            <ul className="space-y-3">
              {data.items.map((mail) => (
                <li
                  key={mail.id}
                  className="rounded-card border border-steel-200 bg-white"
                  data-mail-id={mail.id}
                >
                  <KeptMail mail={mail} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
