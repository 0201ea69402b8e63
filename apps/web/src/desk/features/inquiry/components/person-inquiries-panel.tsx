import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { PersonInquiry } from '@sitedesk/shared/person-inquiries-api';
import { GitMerge } from 'lucide-react';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { useCan } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useSamePerson } from '../api/get-same-person';
import { mergeInquiry } from '../api/merge-inquiry';
import { MergeDialog } from './merge-dialog';
import { SamePersonPanel } from './same-person-panel';

type Props = { detail: InquiryDetail; onMerged: () => void };

/**
 * The person's other inquiries, each with "Merge into this one" for members who may change inquiries
 * (decision 179). A merged inquiry's page leads to the one it was merged into, so its old links still work.
 */
export function PersonInquiriesPanel({ detail, onMerged }: Props) {
  const { t, locale } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const others = useSamePerson(detail.id);
  const canMerge = useCan('inquiries:update') && detail.status !== 'spam';
  const dialog = useRef<HTMLDialogElement>(null);
  const [source, setSource] = useState<PersonInquiry>();
  const [mergedReference, setMergedReference] = useState<string>();
  const action = useAction(mergeInquiry);

  const mergedInto = detail.activity.find((entry) => entry.action === 'merged_into')?.details;
  const targetId = readTargetId(mergedInto);
  if (targetId) return <Navigate replace to={`/desk/inquiries/${targetId}`} />;

  const open = (other: PersonInquiry) => {
    setSource(other);
    setMergedReference(undefined);
    dialog.current?.showModal();
  };
  const confirm = async () => {
    if (!source) return;
    const result = await action.run(detail.id, source.id);
    dialog.current?.close();
    if (!result.ok) return;
    setMergedReference(source.reference);
    others.reload();
    onMerged();
  };

  return (
    <>
      <SamePersonPanel
        others={others}
        renderAction={
          canMerge
            ? (other) => (
                <button
                  type="button"
                  className={`${buttonSecondary} mt-1`}
                  aria-label={formatMessage(t.person.mergeLabel, {
                    source: ltrIsolateIn(locale, other.reference),
                    target: ltrIsolateIn(locale, detail.reference),
                  })}
                  onClick={() => open(other)}
                >
                  <GitMerge aria-hidden="true" className="size-4" />
                  {t.person.merge}
                </button>
              )
            : undefined
        }
        notice={
          <>
            {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
            {mergedReference && (
              <Alert tone="success">
                {formatMessage(t.person.merged, { source: ltrIsolateIn(locale, mergedReference) })}
              </Alert>
            )}
          </>
        }
      />
      <MergeDialog
        dialog={dialog}
        source={source?.reference ?? ''}
        target={detail.reference}
        isBusy={action.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

function readTargetId(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null || !('targetId' in details)) return undefined;
  return typeof details.targetId === 'string' ? details.targetId : undefined;
}
