import { inquiryStatuses } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { BulkActionRequest } from '@sitedesk/shared/tags-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../session/session-context';
import { useStaff } from '../../../staff/get-staff';
import { useTags } from '../../../tags/tags-store';
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';

type Action = BulkActionRequest['action'];

/**
 * What to do with the selected inquiries: "Assign to me" and "Mark as spam" at once, or one choice (a
 * member, a status, a tag) and "Apply". Shown only while something is selected.
 */
export function BulkToolbar({
  count,
  isBusy,
  onAction,
  onClear,
}: {
  count: number;
  isBusy: boolean;
  onAction: (action: Action) => void;
  onClear: () => void;
}) {
  const { t, locale } = useDeskI18n();
  const text = t.habits.bulk;
  const id = useId();
  const staff = useStaff();
  const tags = useTags() ?? [];
  const { me } = useSession();
  const [choice, setChoice] = useState('');

  // One select for the three kinds of choice, as `assign:<id>`, `status:<status>`, `tag:<id>`.
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const [kind, value = ''] = choice.split(/:(.*)/s);
    if (kind === 'assign') onAction({ type: 'assign', assigneeId: value || null });
    if (kind === 'status' && (inquiryStatuses as readonly string[]).includes(value)) {
      onAction({ type: 'status', status: value as (typeof inquiryStatuses)[number] });
    }
    if (kind === 'tag' && value) onAction({ type: 'tag', tagId: value });
    setChoice('');
  };

  return (
    <form
      aria-label={text.actions}
      onSubmit={apply}
      className="flex flex-wrap items-end gap-2 rounded-card border border-petrol-600 bg-petrol-50 p-3"
    >
      <p className="w-full font-semibold" aria-live="polite">
        {formatMessage(text.selected, { count: formatNumber(count, locale) })}
      </p>
      <button
        type="button"
        className={buttonSecondary}
        disabled={isBusy}
        onClick={() => onAction({ type: 'assign', assigneeId: me.id })}
      >
        {text.assignToMe}
      </button>
      <button
        type="button"
        className={buttonSecondary}
        disabled={isBusy}
        onClick={() => onAction({ type: 'status', status: 'spam' })}
      >
        {text.markSpam}
      </button>
      <SelectField
        id={`${id}-choice`}
        label={text.actions}
        value={choice}
        onValueChange={setChoice}
        className="min-w-0 flex-1 basis-48"
      >
        <option value="">{text.choose}</option>
        <optgroup label={text.assignTo}>
          <option value="assign:">{text.unassign}</option>
          {staff.map((member) => (
            <option key={member.id} value={`assign:${member.id}`}>
              {member.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={text.setStatus}>
          {inquiryStatuses.map((status) => (
            <option key={status} value={`status:${status}`}>
              {t.statuses[status]}
            </option>
          ))}
        </optgroup>
        {tags.length > 0 && (
          <optgroup label={text.addTag}>
            {tags.map((tag) => (
              <option key={tag.id} value={`tag:${tag.id}`}>
                {tag.name}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      <button type="submit" className={buttonPrimary} disabled={isBusy || !choice}>
        {text.apply}
      </button>
      <button type="button" className={buttonSecondary} onClick={onClear}>
        {text.clear}
      </button>
    </form>
  );
}
