import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { InquiryOutcome } from '@sitedesk/shared/quotes-api';
import { useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { SelectField } from '../../../ui/select-field';
import { useErrorMessage } from '../../../ui/use-error-message';
import { setOutcome } from '../api/set-outcome';

type OutcomeChoice = InquiryOutcome | 'open';

/**
 * The inquiry's outcome, set by hand (a deal closed by phone) or back to open. A change saves at once, as
 * the assignee does on the work panel; only roles the server lets (`inquiries:update`) get the control.
 */
export function OutcomeControl({
  detail,
  canChange,
  onChanged,
}: {
  detail: InquiryDetail;
  canChange: boolean;
  onChanged: () => void;
}) {
  const { t } = useDeskI18n();
  const texts = t.quotes;
  const id = useId();
  const errorMessage = useErrorMessage();
  const action = useAction(setOutcome);
  const [saved, setSaved] = useState<string>();
  const current: OutcomeChoice = detail.outcome ?? 'open';

  const change = async (value: string) => {
    const next = value === 'won' || value === 'lost' ? value : null;
    setSaved(undefined);
    if ((await action.run(detail.id, next)).ok) {
      setSaved(formatMessage(texts.outcomeSaved, { outcome: texts.outcomes[next ?? 'open'] }));
      onChanged();
    }
  };

  if (!canChange) {
    return (
      <p>
        <span className="font-semibold text-steel-700">{texts.outcome}: </span>
        <span data-testid="inquiry-outcome">{texts.outcomes[current]}</span>
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <SelectField
        id={`${id}-outcome`}
        label={texts.outcome}
        value={current}
        disabled={action.isPending}
        aria-describedby={`${id}-outcome-hint`}
        onValueChange={(value) => void change(value)}
      >
        {(['open', 'won', 'lost'] as const).map((choice) => (
          <option key={choice} value={choice}>
            {texts.outcomes[choice]}
          </option>
        ))}
      </SelectField>
      <p id={`${id}-outcome-hint`} className="text-sm text-steel-600">
        {texts.outcomeHint}
      </p>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
    </div>
  );
}
