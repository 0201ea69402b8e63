import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { getQuotePdf } from '../api/get-quote-pdf';

/**
 * Downloads the quotation's PDF as it reads now. A download, not a new tab: a tab opened after the PDF was
 * rendered (seconds later) is no longer the click's, and browsers block it as a pop-up.
 */
export function PdfPreviewButton({ quoteId }: { quoteId: string }) {
  const { t, locale } = useDeskI18n();
  const texts = t.quotes.editor;
  const errorMessage = useErrorMessage();
  const action = useAction(getQuotePdf);
  const [done, setDone] = useState<string>();

  const preview = async () => {
    setDone(undefined);
    const result = await action.run(quoteId);
    if (!result.ok) return;
    const url = URL.createObjectURL(result.value.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = result.value.fileName;
    link.click();
    // The download has its bytes once it started; the address is let go a while later.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setDone(formatMessage(texts.pdfDownloaded, { fileName: ltrIsolateIn(locale, result.value.fileName) }));
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonSecondary}
        aria-disabled={action.isPending}
        onClick={() => void preview()}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {texts.previewPdf}
      </button>
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
    </div>
  );
}
