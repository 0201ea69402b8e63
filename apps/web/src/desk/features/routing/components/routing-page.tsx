import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useStaff } from '../../../staff/get-staff';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeadWithNotice } from '../../../ui/page-head-with-notice';
import { cardClass } from '../../../ui/styles';
import { createRule, createTeam, useRoutableEntries, useRoutingRules, useTeams } from '../api/routing';
import { RuleForm } from './rule-form';
import { RuleList } from './rule-list';
import { TeamForm } from './team-form';
import { TeamList } from './team-list';

/** Teams and routing rules (settings:manage): who gets a new inquiry, and by when it is answered. */
export function RoutingPage() {
  const { t } = useDeskI18n();
  const texts = t.routing;
  const staff = useStaff();
  const teams = useTeams();
  const rules = useRoutingRules();
  const entries = useRoutableEntries();
  const [notice, setNotice] = useState('');

  const changed = (text: string) => {
    setNotice(text);
    teams.reload();
    rules.reload();
  };
  const failed = teams.error ?? rules.error;

  return (
    <div className="space-y-6">
      <PageHeadWithNotice title={texts.title} intro={texts.intro} notice={notice} />
      {failed && (!teams.data || !rules.data) ? (
        <LoadError
          error={failed}
          onRetry={() => {
            teams.reload();
            rules.reload();
          }}
        />
      ) : !teams.data || !rules.data ? (
        <Loading />
      ) : (
        <>
          <section aria-labelledby="routing-teams" className={`${cardClass} space-y-4`}>
            <h2 id="routing-teams" className="text-2xl text-petrol-900">
              {texts.teams.title}
            </h2>
            <TeamList teams={teams.data.items} staff={staff} onChanged={changed} />
            <h3 className="text-xl text-petrol-900">{texts.teams.add}</h3>
            <TeamForm staff={staff} save={createTeam} onSaved={() => changed(texts.teams.saved)} />
          </section>
          <section aria-labelledby="routing-rules" className={`${cardClass} space-y-4`}>
            <h2 id="routing-rules" className="text-2xl text-petrol-900">
              {texts.rules.title}
            </h2>
            <RuleList
              rules={rules.data.items}
              teams={teams.data.items}
              staff={staff}
              entries={entries}
              onChanged={changed}
            />
            <h3 className="text-xl text-petrol-900">{texts.rules.add}</h3>
            <RuleForm
              staff={staff}
              teams={teams.data.items}
              entries={entries}
              save={createRule}
              onSaved={() => changed(texts.rules.saved)}
            />
          </section>
        </>
      )}
    </div>
  );
}
