import type { contactBandBlockSchema } from '@sitedesk/shared/collections/page-blocks';
import { pathFor } from '@sitedesk/shared/routes';
import { ArrowRight, Mail, Phone } from 'lucide-react';
import type { z } from 'zod';
import { useSite } from '../../../app/site-context';
import { decorativeIcon } from '../../../ui/icon-props';
import { BlockHeading } from './block-heading';
import type { BlockPlace } from './block-place';
import { BlockSection } from './block-section';

/** The home page's closing band with the editor's words: the company's phone and e-mail, and the contact page. */
export function ContactBandBlock({
  block,
  place,
}: {
  block: z.infer<typeof contactBandBlockSchema>;
  place: BlockPlace;
}) {
  const { locale, content, messages } = useSite();
  const { company } = content;
  return (
    <BlockSection anchor={place.anchor} labelledBy={place.headingId} tone="dark">
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-end">
        <BlockHeading id={place.headingId} tone="dark" title={block.title} intro={block.text} />
        <ul className="space-y-4 text-lg">
          <li>
            <a
              href={`tel:${company.phone}`}
              className="inline-flex min-h-11 items-center gap-3 font-semibold hover:text-signal-300"
            >
              <Phone {...decorativeIcon} className="size-6 text-signal-400" />
              <span className="sr-only">{messages.contact.callUs}: </span>
              <span dir="ltr">{company.phoneDisplay}</span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${company.email}`}
              className="inline-flex min-h-11 items-center gap-3 font-semibold hover:text-signal-300"
            >
              <Mail {...decorativeIcon} className="size-6 text-signal-400" />
              <span className="sr-only">{messages.contact.writeUs}: </span>
              {company.email}
            </a>
          </li>
          <li>
            <a
              href={pathFor('contact', locale)}
              className="mt-2 inline-flex min-h-12 items-center gap-3 rounded-sm bg-signal-400 px-6 py-3 font-bold text-petrol-950 hover:bg-signal-300"
            >
              {messages.nav.contact}
              <ArrowRight {...decorativeIcon} className="size-5 rtl:-scale-x-100" />
            </a>
          </li>
        </ul>
      </div>
    </BlockSection>
  );
}
