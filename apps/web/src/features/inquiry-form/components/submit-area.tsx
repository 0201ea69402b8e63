import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { SiteIcon } from '../../../ui/site-icon';
import type { FormAlert } from '../hooks/use-inquiry-form';

export type SubmitTexts = {
  submit: string;
  submitting: string;
  networkError: string;
  rateLimited: string;
  serverError: string;
  formChanged: string;
  waitingForUploads: string;
};

function alertText(alert: FormAlert, texts: SubmitTexts, locale: Locale, contactEmail: string): string {
  switch (alert.kind) {
    case 'network-error':
      return texts.networkError;
    case 'rate-limited':
      return formatMessage(texts.rateLimited, {
        time: new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' }).format(
          alert.retryAt,
        ),
      });
    case 'failed':
      return formatMessage(texts.serverError, { email: contactEmail });
    case 'form-changed':
      return texts.formChanged;
  }
}

/**
 * The sending's own problems (not a field's) in an alert that is always in the page, so screen readers
 * announce what appears in it; and the button, which shows progress and ignores a second press.
 */
export function SubmitArea({
  alert,
  isSubmitting,
  isWaitingForUploads = false,
  texts,
  locale,
  contactEmail,
}: {
  alert: FormAlert | undefined;
  isSubmitting: boolean;
  /** Sent as soon as the drawings still uploading are up. */
  isWaitingForUploads?: boolean;
  texts: SubmitTexts;
  locale: Locale;
  contactEmail: string;
}) {
  return (
    <div className="space-y-4">
      <div role="alert">
        {alert && (
          <p className="flex items-start gap-3 rounded-sm border-2 border-red-700 bg-red-50 p-4 font-bold text-red-900">
            <SiteIcon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
            {alertText(alert, texts, locale, contactEmail)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="submit"
          aria-disabled={isSubmitting}
          className="inline-flex min-h-12 items-center gap-3 rounded-sm bg-petrol-700 px-6 py-3 font-bold text-white hover:bg-petrol-800 aria-disabled:cursor-progress aria-disabled:bg-petrol-600"
        >
          {isSubmitting ? (
            <SiteIcon name="loader-circle" className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            <SiteIcon name="send" className="size-5" />
          )}
          {isSubmitting ? texts.submitting : texts.submit}
        </button>
        <p role="status" className="text-steel-700">
          {isWaitingForUploads ? texts.waitingForUploads : ''}
        </p>
      </div>
    </div>
  );
}
