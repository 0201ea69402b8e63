import { formatMessage } from '@sitedesk/shared/messages/format';
import type { RoutingPreview } from '@sitedesk/shared/routing-api';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { useStaff } from '../../../staff/get-staff';
import { Alert } from '../../../ui/alert';
import { buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { previewRouting, useTeams } from '../api/routing';

/**
 * "Which rule would take it?" on an inquiry (settings:manage): asks the preview endpoint, which takes no
 * team's turn, and says the rule and whom it would assign the inquiry to now.
 */
export function RoutingTest({ inquiryId }: { inquiryId: string }) {
  const { t, locale } = useDeskI18n();
  const texts = t.routing.test;
  const errorMessage = useErrorMessage();
  const staff = useStaff();
  const teams = useTeams();
  const [preview, setPreview] = useState<RoutingPreview>();
  const action = useAction(previewRouting);

  const target = (found: RoutingPreview) => {
    const person = staff.find((member) => member.id === found.assigneeId)?.name;
    const team = teams.data?.items.find((candidate) => candidate.id === found.teamId)?.name;
    if (person && team) return `${person} (${team})`;
    return person ?? (team ? `${team} – ${texts.nobody}` : texts.nobody);
  };

  return (
    <section aria-labelledby="routing-test" className="space-y-2">
      <h2 id="routing-test" className="sr-only">
        {texts.title}
      </h2>
      <button
        type="button"
        className={buttonSecondary}
        aria-disabled={action.isPending}
        onClick={async () => {
          const result = await action.run(inquiryId);
          if (result.ok) setPreview(result.value);
        }}
      >
        {texts.button}
      </button>
      <div role="status" aria-live="polite">
        {preview && (
          <p>
            {preview.rule
              ? formatMessage(texts.rule, { rule: preview.rule.name, target: target(preview) })
              : texts.noRule}{' '}
            {preview.firstAnswerDueAt &&
              formatMessage(texts.due, { time: formatDateTime(preview.firstAnswerDueAt, locale) })}
          </p>
        )}
      </div>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
    </section>
  );
}
