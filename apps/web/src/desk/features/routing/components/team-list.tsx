import { businessMinutesOf } from '@sitedesk/shared/business-hours';
import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import type { Team } from '@sitedesk/shared/routing-api';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { EditableItem, EditDeleteButtons } from '../../../ui/editable-item';
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
          <EditableItem
            key={team.id}
            isEditing={editingId === team.id}
            editTitle={formatMessage(texts.editTitle, { name: team.name })}
            form={
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
            }
          >
            <h3 className="font-semibold break-words">{team.name}</h3>
            <p className="text-sm text-steel-700">
              {formatPlural(locale, texts.summary, team.memberIds.length, {
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
            <EditDeleteButtons
              name={team.name}
              editLabel={texts.edit}
              deleteLabel={texts.delete}
              deleteConfirm={formatMessage(texts.deleteConfirm, { name: team.name })}
              onEdit={() => setEditingId(team.id)}
              onDelete={async () => {
                if ((await remove.run(team.id)).ok)
                  onChanged(formatMessage(texts.deleted, { name: team.name }));
              }}
            />
          </EditableItem>
        ))}
      </ul>
    </>
  );
}
