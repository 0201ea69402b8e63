import { businessMinutesOf } from '@sitedesk/shared/business-hours';
import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import type { Team } from '@sitedesk/shared/routing-api';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { EditInPlaceList } from '../../../ui/edit-in-place-list';
import { deleteTeam, updateTeam } from '../api/routing';
import { TeamForm } from './team-form';

type Props = { teams: Team[]; staff: StaffSummary[]; onChanged: (notice: string) => void };

/** The teams, each editable in place and deletable after a confirmation. */
export function TeamList({ teams, staff, onChanged }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.routing.teams;
  return (
    <EditInPlaceList
      items={teams}
      texts={texts}
      nameOf={(team) => team.name}
      placeholder="name"
      remove={deleteTeam}
      onChanged={onChanged}
      form={(team, handlers) => (
        <TeamForm
          initial={team}
          staff={staff}
          save={(request) => updateTeam(team.id, request)}
          {...handlers}
        />
      )}
      summary={(team) => (
        <>
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
        </>
      )}
    />
  );
}
