import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { SelectField } from '../../../ui/select-field';
import { buttonSecondary } from '../../../ui/styles';
import { moveMember } from './team-form-state';

type Props = {
  idPrefix: string;
  staff: StaffSummary[];
  memberIds: string[];
  onChange: (memberIds: string[]) => void;
};

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-card border border-steel-400 bg-white text-petrol-900 hover:bg-steel-100 disabled:opacity-40';

/** The team's members in turn order: add from the staff, move up or down, remove. */
export function MemberOrder({ idPrefix, staff, memberIds, onChange }: Props) {
  const { t } = useDeskI18n();
  const texts = t.routing.teams;
  const [candidate, setCandidate] = useState('');
  const nameOf = (memberId: string) => staff.find((member) => member.id === memberId)?.name ?? memberId;
  const available = staff.filter((member) => !memberIds.includes(member.id));

  return (
    <fieldset className="rounded-card border border-steel-200 p-3">
      <legend className="px-1 font-semibold text-steel-800">{texts.members}</legend>
      <p className="mb-2 text-sm text-steel-600">{texts.membersHint}</p>
      {memberIds.length === 0 ? (
        <p className="mb-2 text-steel-700">{texts.noMembers}</p>
      ) : (
        <ol className="mb-3 space-y-2">
          {memberIds.map((memberId, index) => (
            <li key={memberId} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 break-words">
                {index + 1}. {nameOf(memberId)}
              </span>
              <button
                type="button"
                className={iconButton}
                aria-label={`${texts.moveUp}: ${nameOf(memberId)}`}
                disabled={index === 0}
                onClick={() => onChange(moveMember(memberIds, index, -1))}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`${texts.moveDown}: ${nameOf(memberId)}`}
                disabled={index === memberIds.length - 1}
                onClick={() => onChange(moveMember(memberIds, index, 1))}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`${texts.remove}: ${nameOf(memberId)}`}
                onClick={() => onChange(memberIds.filter((other) => other !== memberId))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {available.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id={`${idPrefix}-add-member`}
            label={texts.addMember}
            value={candidate}
            onValueChange={setCandidate}
            className="min-w-48 flex-1"
          >
            <option value="">{t.routing.rules.choose}</option>
            {available.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              if (candidate === '') return;
              onChange([...memberIds, candidate]);
              setCandidate('');
            }}
          >
            {texts.addMemberButton}
          </button>
        </div>
      )}
    </fieldset>
  );
}
