import { businessMinutesOf } from '@sitedesk/shared/business-hours';
import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Team } from '@sitedesk/shared/routing-api';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonDanger, buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { deleteTeam, updateTeam } from '../api/routing';
import { TeamForm } from './team-form';

type Props = { teams: Team[]; staff: StaffSummary[]; onChanged: (notice: string) => void };

/** The teams, each editable in place and deletable after a confirmation. */
export function TeamList({ teams, staff, onChanged }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.routing.teams;
  const errorMessage = useErrorMessage();
  const [editingId, setEditingId] = useState<string>();
  const remove = useAction(deleteTeam);
  if (teams.length === 0) return <p className="text-steel-700">{texts.empty}</p>;
  return (
    <>
      {remove.error !== undefined && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
      <ul className="space-y-4">
        {teams.map((team) => (
          <li key={team.id} className="rounded-card border border-steel-200 p-3">
            {editingId === team.id ? (
              <>
                <h3 className="mb-2 font-semibold">{formatMessage(texts.editTitle, { name: team.name })}</h3>
                <TeamForm
                  initial={team}
                  staff={staff}
                  save={(request) => updateTeam(team.id, request)}
                  onSaved={() => {
                    setEditingId(undefined);
                    onChanged(texts.saved);
                  }}
                  onCancel={() => setEditingId(undefined)}
                />
              </>
            ) : (
              <>
                <h3 className="font-semibold break-words">{team.name}</h3>
                <p className="text-sm text-steel-700">
                  {formatMessage(texts.summary, {
                    members: formatNumber(team.memberIds.length, locale),
                    timeZone: team.timeZone,
                    hours: formatNumber((businessMinutesOf(team.firstAnswerTarget) ?? 0) / 60, locale, 2),
                  })}
                  {team.nextAnswerTarget &&
                    ` · ${formatMessage(texts.nextAnswerSummary, {
                      hours: formatNumber((businessMinutesOf(team.nextAnswerTarget) ?? 0) / 60, locale, 2),
                    })}`}
                </p>
                <p className="text-sm text-steel-700 break-words">
                  {team.memberIds
                    .map((memberId) => staff.find((member) => member.id === memberId)?.name ?? memberId)
                    .join(', ')}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonSecondary}
                    aria-label={`${texts.edit}: ${team.name}`}
                    onClick={() => setEditingId(team.id)}
                  >
                    {texts.edit}
                  </button>
                  <button
                    type="button"
                    className={buttonDanger}
                    aria-label={`${texts.delete}: ${team.name}`}
                    onClick={async () => {
                      if (!window.confirm(formatMessage(texts.deleteConfirm, { name: team.name }))) return;
                      if ((await remove.run(team.id)).ok)
                        onChanged(formatMessage(texts.deleted, { name: team.name }));
                    }}
                  >
                    {texts.delete}
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
