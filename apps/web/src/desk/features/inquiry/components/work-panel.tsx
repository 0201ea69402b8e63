import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useStaff } from '../../../staff/get-staff';
import { Alert } from '../../../ui/alert';
import { buttonPrimary, buttonSecondary, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { updateInquiry } from '../api/update-inquiry';
import { SectionCard } from './section-card';

/** Status buttons (only the moves the lifecycle allows from here) and the assignee. */
export function WorkPanel({ detail, onChanged }: { detail: InquiryDetail; onChanged: () => void }) {
  const { t } = useDeskI18n();
  const staff = useStaff();
  const id = useId();
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  const change = async (update: Parameters<typeof updateInquiry>[1]) => {
    setIsSaving(true);
    setError(undefined);
    try {
      await updateInquiry(detail.id, update);
      onChanged();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <SectionCard id="inquiry-work" title={t.inquiry.changeStatus}>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {detail.allowedStatuses.map((status, index) => (
          <button
            key={status}
            type="button"
            disabled={isSaving}
            className={index === 0 && status !== 'spam' ? buttonPrimary : buttonSecondary}
            onClick={() => void change({ status })}
          >
            {t.statusActions[status]}
          </button>
        ))}
      </div>
      <div className="mt-6">
        <label htmlFor={`${id}-assignee`} className={labelClass}>
          {t.inquiry.assign}
        </label>
        <select
          id={`${id}-assignee`}
          className={inputClass}
          value={detail.assignee?.id ?? ''}
          disabled={isSaving}
          onChange={(event) => void change({ assigneeId: event.target.value || null })}
        >
          <option value="">{t.inquiry.unassigned}</option>
          {/* The current assignee stays selectable even if they are no longer on the staff list. */}
          {detail.assignee && !staff.some((member) => member.id === detail.assignee?.id) && (
            <option value={detail.assignee.id}>{detail.assignee.name}</option>
          )}
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
    </SectionCard>
  );
}
