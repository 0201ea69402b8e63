import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useEffect, useRef } from 'react';
import { LeftToRight } from '../../../ui/left-to-right';
import { SiteIcon } from '../../../ui/site-icon';
import type { Sent } from '../hooks/use-inquiry-form';

export type SentTexts = { title: string; reference: string; text: string };

/** Replaces the form once the inquiry is stored; focus moves to its heading so the news is read first. */
export function InquirySent({ sent, texts, locale }: { sent: Sent; texts: SentTexts; locale: Locale }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mt-8 rounded-sm border-2 border-petrol-600 bg-petrol-50 p-6">
      <SiteIcon name="circle-check" className="size-10 text-petrol-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-3 text-2xl sm:text-3xl">
        {texts.title}
      </h3>
      <p className="mt-4 text-steel-800">
        {texts.reference}:{' '}
        <strong
          data-testid="inquiry-reference"
          className="font-display text-3xl tracking-wide text-petrol-800"
        >
          <LeftToRight>{sent.reference}</LeftToRight>
        </strong>
      </p>
      <p className="mt-3 text-steel-800">
        {formatMessage(texts.text, { email: ltrIsolateIn(locale, sent.email) })}
      </p>
    </div>
  );
}
