import { type QuoteDetail, quoteLimits } from '@sitedesk/shared/quotes-api';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { FieldError } from '../../../ui/field-error';
import { buttonPrimary, cardClass, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { sendQuote } from '../api/send-quote';
import { PdfPreviewButton } from './pdf-preview-button';

type Props = {
  quote: QuoteDetail;
  /** The version the sender's form holds: a colleague's later save is not sent unseen. */
  seenVersion: string;
  isDirty: boolean;
  onSent: (quote: QuoteDetail) => void;
};

/**
 * A saved draft's last step: its PDF to check, a message, and Send. What goes out is what the server holds,
 * so while the form has unsaved changes the panel asks for a save instead.
 */
export function SendPanel({ quote, seenVersion, isDirty, onSent }: Props) {
  const { t } = useDeskI18n();
  const texts = t.quotes.editor;
  const id = useId();
  const errorMessage = useErrorMessage();
  const [message, setMessage] = useState('');
  const send = useAction(sendQuote);
  const fields = send.error instanceof DeskApiError ? send.error.fields : {};
  const messageError = fields.message?.message;
  // A refusal of another field (validity passed since the save) is said with the field's own words.
  const otherProblems = Object.entries(fields)
    .filter(([path]) => path !== 'message')
    .map(([path, error]) => `${path === 'validUntil' ? texts.validUntil : path}: ${error.message}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send.run(quote.id, message, seenVersion);
    if (result.ok) onSent(result.value);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} space-y-4`}>
      <h2 id={`${id}-title`} className="text-2xl text-petrol-900">
        {texts.sendTitle}
      </h2>
      {isDirty ? (
        <p className="text-steel-700">{texts.saveFirst}</p>
      ) : (
        <>
          <PdfPreviewButton quoteId={quote.id} />
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-busy={send.isPending}
            className="space-y-3"
          >
            {send.error !== undefined && !messageError && (
              <Alert tone="error">
                {otherProblems.length > 0 ? otherProblems.join(' ') : errorMessage(send.error)}
              </Alert>
            )}
            <div>
              <label htmlFor={`${id}-message`} className={labelClass}>
                {texts.message}
              </label>
              <p id={`${id}-message-hint`} className="mb-1 text-sm text-steel-600">
                {texts.messageHint}
              </p>
              <textarea
                id={`${id}-message`}
                className={`${inputClass} min-h-24`}
                maxLength={quoteLimits.messageMaxLength}
                value={message}
                aria-invalid={messageError ? true : undefined}
                aria-describedby={[`${id}-message-hint`, messageError && `${id}-message-error`]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => setMessage(event.target.value)}
              />
              <FieldError id={`${id}-message-error`} message={messageError} />
            </div>
            <button type="submit" className={buttonPrimary} aria-disabled={send.isPending}>
              <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {texts.send}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
