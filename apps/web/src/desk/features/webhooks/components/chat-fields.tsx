import { type DeskLocale, deskLocales, isDeskLocale } from '@sitedesk/shared/locales';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { FieldError } from '../../../ui/field-error';
import { SelectField } from '../../../ui/select-field';
import { useTeamsForFilter } from '../api/get-teams';

type Props = {
  /** The form's id prefix: the fields' ids are derived from it. */
  id: string;
  teamId: string | null;
  onTeamChange: (teamId: string | null) => void;
  chatLocale: DeskLocale;
  onLocaleChange: (locale: DeskLocale) => void;
  teamError: string | undefined;
};

/**
 * What only a Slack or Teams destination has (decision 230): whose inquiries it hears of (one routing
 * team, or all) and the language its messages are written in. The excerpt's switch stays in the form,
 * where the standard kind's personal-data switch is: it is the same choice.
 */
export function ChatFields({ id, teamId, onTeamChange, chatLocale, onLocaleChange, teamError }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.webhooks.chat;
  const teams = useTeamsForFilter();
  const describedBy = [`${id}-team-hint`, teamError ? `${id}-team-error` : ''].join(' ').trim();
  return (
    <>
      <div>
        <SelectField
          id={`${id}-team`}
          label={texts.team}
          value={teamId ?? ''}
          aria-describedby={describedBy}
          aria-invalid={teamError ? true : undefined}
          onValueChange={(value) => onTeamChange(value === '' ? null : value)}
        >
          <option value="">{texts.allTeams}</option>
          {(teams.data?.items ?? []).map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </SelectField>
        <p id={`${id}-team-hint`} className="mt-1 text-sm text-steel-700">
          {texts.teamHint}
        </p>
        <FieldError id={teamError ? `${id}-team-error` : undefined} message={teamError} />
      </div>
      <SelectField
        id={`${id}-locale`}
        label={texts.chatLocale}
        value={chatLocale}
        onValueChange={(value) => {
          if (isDeskLocale(value)) onLocaleChange(value);
        }}
      >
        {deskLocales.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageName(code, code)} {code === locale ? '' : `(${languageName(code, locale)})`}
          </option>
        ))}
      </SelectField>
    </>
  );
}
