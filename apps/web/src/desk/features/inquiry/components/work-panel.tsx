import type { InquiryDetail, InquiryStatus } from '@sitedesk/shared/desk-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useCan } from '../../../session/session-context';
import { useStaff } from '../../../staff/get-staff';
import { Alert } from '../../../ui/alert';
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useToasts } from '../../../ui/toasts';
import { useErrorMessage } from '../../../ui/use-error-message';
import { updateInquiry } from '../api/update-inquiry';
import { EraseInquiryButton } from './erase-inquiry-button';
import { SectionCard } from './section-card';

/**
 * Status buttons (only the moves the lifecycle allows from here) and the assignee. On a spam inquiry, the
 * move to the inbox reads "Not spam" (it sends the e-mails held back on arrival), and it can be deleted.
 */
export function WorkPanel({ detail, onChanged }: { detail: InquiryDetail; onChanged: () => void }) {
  const { t, locale } = useDeskI18n();
  const staff = useStaff();
  const id = useId();
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const canErase = useCan('inquiries:erase');
  const navigate = useNavigate();
  const toasts = useToasts();
  const isSpam = detail.status === 'spam';
  const labelOf = (status: InquiryStatus) =>
    isSpam && status === 'new' ? t.spam.notSpam : t.statusActions[status];

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
      {isSpam && <p className="mb-3 text-steel-700">{t.spam.notSpamHint}</p>}
      <div className="flex flex-wrap gap-2">
        {detail.allowedStatuses.map((status, index) => (
          <button
            key={status}
            type="button"
            disabled={isSaving}
            className={index === 0 && status !== 'spam' ? buttonPrimary : buttonSecondary}
            onClick={() => void change({ status })}
          >
            {labelOf(status)}
          </button>
        ))}
      </div>
      {isSpam && canErase && (
        <div className="mt-4">
          <EraseInquiryButton
            id={detail.id}
            reference={detail.reference}
            onErased={() => {
              toasts.show(
                formatMessage(t.spam.deleted, { reference: ltrIsolateIn(locale, detail.reference) }),
              );
              void navigate('/desk?status=spam');
            }}
          />
        </div>
      )}
      <SelectField
        id={`${id}-assignee`}
        label={t.inquiry.assign}
        value={detail.assignee?.id ?? ''}
        disabled={isSaving}
        onValueChange={(value) => void change({ assigneeId: value || null })}
        className="mt-6"
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
      </SelectField>
    </SectionCard>
  );
}
