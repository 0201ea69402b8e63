import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Alert } from '../../../ui/alert';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { useTeam } from '../api/get-team';
import { InviteForm } from './invite-form';
import { MemberTable } from './member-table';

export function TeamPage() {
  const { t } = useDeskI18n();
  const team = useTeam();
  const [notice, setNotice] = useState<string>();
  const done = (message: string) => {
    setNotice(message);
    team.reload();
  };
  return (
    <div className="space-y-6">
      <PageHeading title={t.team.title}>{t.team.title}</PageHeading>
      {notice && <Alert tone="success">{notice}</Alert>}
      <InviteForm onInvited={done} />
      {team.error && !team.data ? (
        <LoadError error={team.error} onRetry={team.reload} />
      ) : !team.data ? (
        <Loading />
      ) : (
        <MemberTable members={team.data.users} invitations={team.data.invitations} onChanged={done} />
      )}
    </div>
  );
}
