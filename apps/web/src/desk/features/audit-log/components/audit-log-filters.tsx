import {
  type AuditAction,
  type AuditLogFilters,
  type AuditTargetType,
  auditActions,
  auditTargetTypes,
} from '@sitedesk/shared/audit-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useStaff } from '../../../staff/get-staff';
import { Field } from '../../../ui/field';
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, buttonSecondary, cardClass } from '../../../ui/styles';

/** What the form holds: days as the member typed them (`YYYY-MM-DD`, their own time zone). */
export type AuditLogForm = {
  actor: string;
  action: AuditAction | '';
  targetType: AuditTargetType | '';
  targetId: string;
  from: string;
  to: string;
};

export const emptyAuditLogForm: AuditLogForm = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

/** The member's day as the instant it starts where they are; `to` is the start of the day after. */
function startOfLocalDay(day: string, addDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const start = new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + addDays);
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

export function filtersOf(form: AuditLogForm): AuditLogFilters {
  const targetId = form.targetId.trim();
  return {
    actor: form.actor || undefined,
    action: form.action || undefined,
    targetType: form.targetType || undefined,
    targetId: targetId || undefined,
    from: startOfLocalDay(form.from),
    to: startOfLocalDay(form.to, 1),
  };
}

/** Who, what, about what and when: applied on submit, so a half-typed id asks nothing. */
export function AuditLogFilterForm({
  initial,
  onApply,
}: {
  initial: AuditLogForm;
  onApply: (form: AuditLogForm) => void;
}) {
  const { t } = useDeskI18n();
  const texts = t.auditLog;
  const staff = useStaff();
  const id = useId();
  const [form, setForm] = useState(initial);
  const set = <K extends keyof AuditLogForm>(key: K, value: AuditLogForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };

  return (
    <form
      aria-label={texts.filters}
      className={`${cardClass} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}
      onSubmit={submit}
    >
      <SelectField
        id={`${id}-actor`}
        label={texts.actor}
        value={form.actor}
        onValueChange={(actor) => set('actor', actor)}
      >
        <option value="">{texts.anyone}</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
        <option value="system">{texts.system}</option>
        <option value="visitor">{texts.visitor}</option>
      </SelectField>
      <SelectField
        id={`${id}-action`}
        label={texts.action}
        value={form.action}
        onValueChange={(action) => set('action', action as AuditAction | '')}
      >
        <option value="">{texts.anyAction}</option>
        {auditActions.map((action) => (
          <option key={action} value={action}>
            {texts.actions[action]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-target-type`}
        label={texts.targetType}
        value={form.targetType}
        onValueChange={(type) => set('targetType', type as AuditTargetType | '')}
      >
        <option value="">{texts.anyTarget}</option>
        {auditTargetTypes.map((type) => (
          <option key={type} value={type}>
            {texts.targets[type]}
          </option>
        ))}
      </SelectField>
      <Field
        id={`${id}-target-id`}
        label={texts.targetId}
        dir="ltr"
        maxLength={128}
        value={form.targetId}
        onChange={(event) => set('targetId', event.target.value)}
      />
      <Field
        id={`${id}-from`}
        label={texts.from}
        type="date"
        value={form.from}
        onChange={(event) => set('from', event.target.value)}
      />
      <Field
        id={`${id}-to`}
        label={texts.to}
        type="date"
        value={form.to}
        onChange={(event) => set('to', event.target.value)}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={buttonPrimary}>
          {texts.apply}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => {
            setForm(emptyAuditLogForm);
            onApply(emptyAuditLogForm);
          }}
        >
          {texts.reset}
        </button>
      </div>
    </form>
  );
}
