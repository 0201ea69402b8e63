import {
  type AuditAction,
  type AuditTargetType,
  auditActions,
  auditTargetTypes,
} from '@sitedesk/shared/audit-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useStaff } from '../../../staff/get-staff';
import { buttonPrimary, buttonSecondary, cardClass, inputClass, labelClass } from '../../../ui/styles';
import type { AuditLogFilters } from '../api/get-audit-log';

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
      <div>
        <label htmlFor={`${id}-actor`} className={labelClass}>
          {texts.actor}
        </label>
        <select
          id={`${id}-actor`}
          className={inputClass}
          value={form.actor}
          onChange={(event) => set('actor', event.target.value)}
        >
          <option value="">{texts.anyone}</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
          <option value="system">{texts.system}</option>
          <option value="visitor">{texts.visitor}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-action`} className={labelClass}>
          {texts.action}
        </label>
        <select
          id={`${id}-action`}
          className={inputClass}
          value={form.action}
          onChange={(event) => set('action', event.target.value as AuditAction | '')}
        >
          <option value="">{texts.anyAction}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {texts.actions[action]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-target-type`} className={labelClass}>
          {texts.targetType}
        </label>
        <select
          id={`${id}-target-type`}
          className={inputClass}
          value={form.targetType}
          onChange={(event) => set('targetType', event.target.value as AuditTargetType | '')}
        >
          <option value="">{texts.anyTarget}</option>
          {auditTargetTypes.map((type) => (
            <option key={type} value={type}>
              {texts.targets[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-target-id`} className={labelClass}>
          {texts.targetId}
        </label>
        <input
          id={`${id}-target-id`}
          className={inputClass}
          dir="ltr"
          maxLength={128}
          value={form.targetId}
          onChange={(event) => set('targetId', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          {texts.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={inputClass}
          value={form.from}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClass}>
          {texts.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={inputClass}
          value={form.to}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
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
