import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { type Team, type TeamRequest, teamRequestSchema } from '@sitedesk/shared/routing-api';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { ErrorSummary } from '../../../ui/error-summary';
import { FormActions } from '../../../ui/form-actions';
import { SelectField } from '../../../ui/select-field';
import { inputClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { MemberOrder } from './member-order';
import { RoutingField } from './routing-field';
import { draftOf, requestOf, type TeamDraft } from './team-form-state';
import { TeamHoursFields } from './team-hours-fields';

type Props = {
  initial?: Team;
  staff: StaffSummary[];
  save: (request: TeamRequest) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
};

type Problem = { field: keyof TeamDraft | 'hours'; message: string };

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const timeZones = (): string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
};

/**
 * A team's name, members in turn order, calendar, first- and next-answer targets and lead, checked like the
 * server.
 */
export function TeamForm({ initial, staff, save, onSaved, onCancel }: Props) {
  const { t } = useDeskI18n();
  const texts = t.routing.teams;
  const id = useId();
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<TeamDraft>(() => draftOf(initial, browserTimeZone()));
  const [problems, setProblems] = useState<Problem[]>([]);
  const action = useAction(save);
  const zones = useMemo(timeZones, []);
  const change = (patch: Partial<TeamDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const fieldId = (field: Problem['field']) =>
    field === 'hours'
      ? `${id}-hours-mon-opens`
      : field === 'memberIds'
        ? `${id}-add-member`
        : `${id}-${field}`;
  const labels: Record<Problem['field'], string> = {
    name: texts.name,
    memberIds: texts.members,
    timeZone: texts.timeZone,
    hours: texts.hours,
    holidays: texts.holidays,
    targetHours: texts.firstAnswerTarget,
    nextTargetHours: texts.nextAnswerTarget,
    leadId: texts.lead,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamRequestSchema.safeParse(requestOf(draft));
    if (!parsed.success) {
      const found = new Map<Problem['field'], string>();
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        const [field, message] =
          key === 'name'
            ? (['name', texts.invalidName] as const)
            : key === 'hours'
              ? (['hours', texts.invalidHours] as const)
              : key === 'holidays'
                ? (['holidays', texts.invalidHolidays] as const)
                : key === 'firstAnswerTarget'
                  ? (['targetHours', texts.invalidTarget] as const)
                  : key === 'nextAnswerTarget'
                    ? (['nextTargetHours', texts.invalidNextTarget] as const)
                    : key === 'leadId'
                      ? (['leadId', texts.invalidLead] as const)
                      : (['timeZone', t.errors.fieldsNeedAttention] as const);
        if (!found.has(field)) found.set(field, message);
      }
      setProblems([...found].map(([field, message]) => ({ field, message })));
      return;
    }
    setProblems([]);
    if ((await action.run(parsed.data)).ok) {
      if (!initial) setDraft(draftOf(undefined, browserTimeZone()));
      onSaved();
    }
  };

  const serverFields = action.error instanceof DeskApiError ? Object.entries(action.error.fields) : [];
  const problemOf = (field: Problem['field']) => problems.find((problem) => problem.field === field)?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ErrorSummary
        title={t.routing.errorSummary}
        items={problems.map((problem) => ({
          fieldId: fieldId(problem.field),
          label: labels[problem.field],
          message: problem.message,
        }))}
      />
      {action.error !== undefined && (
        <Alert tone="error">
          {errorMessage(action.error)}
          {serverFields.length > 0 && (
            <ul className="list-disc ps-5">
              {serverFields.map(([field, detail]) => (
                <li key={field}>{detail.message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id={`${id}-name`}
          label={texts.name}
          error={problemOf('name')}
          value={draft.name}
          maxLength={200}
          onChange={(name) => change({ name })}
        />
        <SelectField
          id={`${id}-timeZone`}
          label={texts.timeZone}
          value={draft.timeZone}
          onValueChange={(value) => change({ timeZone: value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
      </div>
      <MemberOrder
        idPrefix={id}
        staff={staff}
        memberIds={draft.memberIds}
        onChange={(memberIds) =>
          change({ memberIds, leadId: memberIds.includes(draft.leadId) ? draft.leadId : '' })
        }
      />
      <TeamHoursFields
        idPrefix={id}
        hours={draft.hours}
        error={problemOf('hours')}
        onChange={(hours) => change({ hours })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RoutingField
          id={`${id}-holidays`}
          label={texts.holidays}
          hint={texts.holidaysHint}
          error={problemOf('holidays')}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${inputClass} min-h-24`}
              value={draft.holidays}
              dir="ltr"
              onChange={(event) => change({ holidays: event.target.value })}
            />
          )}
        </RoutingField>
        <div className="space-y-4">
          <TextInput
            id={`${id}-targetHours`}
            label={texts.firstAnswerTarget}
            error={problemOf('targetHours')}
            value={draft.targetHours}
            inputMode="decimal"
            onChange={(targetHours) => change({ targetHours })}
          />
          <TextInput
            id={`${id}-nextTargetHours`}
            label={texts.nextAnswerTarget}
            hint={texts.nextAnswerHint}
            error={problemOf('nextTargetHours')}
            value={draft.nextTargetHours}
            inputMode="decimal"
            onChange={(nextTargetHours) => change({ nextTargetHours })}
          />
          <RoutingField id={`${id}-leadId`} label={texts.lead} hint={texts.leadHint}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={draft.leadId}
                onChange={(event) => change({ leadId: event.target.value })}
              >
                <option value="">{texts.noLead}</option>
                {draft.memberIds.map((memberId) => (
                  <option key={memberId} value={memberId}>
                    {staff.find((member) => member.id === memberId)?.name ?? memberId}
                  </option>
                ))}
              </select>
            )}
          </RoutingField>
        </div>
      </div>
      <FormActions submitLabel={initial ? t.save : texts.create} action={action} onCancel={onCancel} />
    </form>
  );
}

type TextInputProps = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  maxLength?: number;
  inputMode?: 'decimal';
  /** Said under the label, and read with the field. */
  hint?: string;
  onChange: (value: string) => void;
};

function TextInput({ id, label, value, error, maxLength, inputMode, hint, onChange }: TextInputProps) {
  return (
    <RoutingField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className={inputClass}
          value={value}
          maxLength={maxLength}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </RoutingField>
  );
}
