import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Alert } from '../../../ui/alert';
import { Loaded } from '../../../ui/loaded';
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
      <Loaded resource={team}>
        {(data) => <MemberTable members={data.users} invitations={data.invitations} onChanged={done} />}
      </Loaded>
    </div>
  );
}
