import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Reply } from 'lucide-react';
import { useEffect } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useSession } from '../../../session/session-context';
import { useShortcutHandlers } from '../../../shortcuts/shortcut-context';
import { buttonPrimary } from '../../../ui/styles';
import { useToasts } from '../../../ui/toasts';
import { useErrorMessage } from '../../../ui/use-error-message';
import { updateInquiry } from '../api/update-inquiry';

/** The composer's text box, found by its section (the composer names its fields with `useId`). */
function focusComposer(): void {
  const body = document.querySelector<HTMLTextAreaElement>(
    'section[aria-labelledby="inquiry-composer"] textarea',
  );
  body?.focus();
  body?.scrollIntoView({ block: 'center' });
}

type Props = {
  detail: InquiryDetail;
  canUpdate: boolean;
  /** Whether the composer is on the page (the member may answer, and it is not spam). */
  hasComposer: boolean;
  onChanged: () => void;
};

/**
 * An open inquiry's shortcuts (a: assign to me, r: answer, e: close; decision 178) and, below the large
 * breakpoint, an Answer button fixed at the bottom, so a phone reaches the composer without scrolling past
 * the whole thread.
 */
export function InquiryShortcuts({ detail, canUpdate, hasComposer, onChanged }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.keyboard;
  const { me } = useSession();
  const toasts = useToasts();
  const errorMessage = useErrorMessage();

  const change = async (update: Parameters<typeof updateInquiry>[1], done: string) => {
    try {
      await updateInquiry(detail.id, update);
      toasts.show(formatMessage(done, { reference: ltrIsolateIn(locale, detail.reference) }));
      onChanged();
    } catch (caught) {
      toasts.show(errorMessage(caught));
    }
  };

  useShortcutHandlers({
    answer: hasComposer ? focusComposer : undefined,
    assignToMe:
      canUpdate && detail.assignee?.id !== me.id
        ? () => void change({ assigneeId: me.id }, texts.shortcuts.assigned)
        : undefined,
    // The server judges the move (the status shown may be a moment old, just after an answer was sent);
    // a refusal comes back as its own words in a toast.
    done: canUpdate ? () => void change({ status: 'closed' }, texts.shortcuts.closed) : undefined,
  });

  // The fixed button must never cover what has focus (WCAG 2.4.11): scrolling keeps clear of it.
  useEffect(() => {
    if (!hasComposer) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '5rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [hasComposer]);

  if (!hasComposer) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-steel-200 bg-white/95 p-3 lg:hidden">
      <button type="button" className={`${buttonPrimary} w-full`} onClick={focusComposer}>
        <Reply aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {texts.split.answer}
      </button>
    </div>
  );
}
