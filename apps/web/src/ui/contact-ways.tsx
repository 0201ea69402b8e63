import { pathFor } from '@sitedesk/shared/routes';
import { useSite } from '../app/site-context';
import { LeftToRight } from './left-to-right';
import { SiteIcon } from './site-icon';

/** The company's phone and e-mail and the way to the contact page, as the dark closing bands list them. */
export function ContactWays() {
  const { locale, content, messages } = useSite();
  const { company } = content;
  return (
    <ul className="space-y-4 text-lg">
      <li>
        <a
          href={`tel:${company.phone}`}
          className="inline-flex min-h-11 items-center gap-3 font-semibold hover:text-signal-300"
        >
          <SiteIcon name="phone" className="size-6 text-signal-400" />
          <span className="sr-only">{messages.contact.callUs}: </span>
          <LeftToRight>{company.phoneDisplay}</LeftToRight>
        </a>
      </li>
      <li>
        <a
          href={`mailto:${company.email}`}
          className="inline-flex min-h-11 items-center gap-3 font-semibold hover:text-signal-300"
        >
          <SiteIcon name="mail" className="size-6 text-signal-400" />
          <span className="sr-only">{messages.contact.writeUs}: </span>
          <LeftToRight>{company.email}</LeftToRight>
        </a>
      </li>
      <li>
        <a
          href={pathFor('contact', locale)}
          className="mt-2 inline-flex min-h-12 items-center gap-3 rounded-sm bg-signal-400 px-6 py-3 font-bold text-petrol-950 hover:bg-signal-300"
        >
          {messages.nav.contact}
          <SiteIcon name="arrow-right" className="size-5 rtl:-scale-x-100" />
        </a>
      </li>
    </ul>
  );
}
