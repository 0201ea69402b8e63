import { useSite } from '../../../app/site-context';
import { Container } from '../../../ui/container';
import { LeftToRight } from '../../../ui/left-to-right';
import { useSectionLanguage } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';
import { InquiryFormSlot } from './inquiry-form-slot';

/** Head-office phone and e-mail next to the place where the inquiry form will live. */
export function ContactDetails() {
  const { content, messages } = useSite();
  const { company, contact } = content;
  const language = useSectionLanguage('contact');
  return (
    <Container className="grid gap-12 py-16 sm:py-24 lg:grid-cols-[1fr_1.2fr]">
      <div className="space-y-10">
        <section aria-labelledby="contact-call">
          <h2 id="contact-call" className="flex items-center gap-3 text-3xl">
            <SiteIcon name="phone" className="size-7 text-petrol-600" />
            {messages.contact.callUs}
          </h2>
          <a
            href={`tel:${company.phone}`}
            className="mt-3 inline-flex min-h-11 items-center font-display text-4xl text-petrol-700 hover:underline"
          >
            <LeftToRight>{company.phoneDisplay}</LeftToRight>
          </a>
          <p className="mt-2 text-steel-700">
            <span className="font-bold">{messages.contact.hoursLabel}: </span>
            <span {...language}>{contact.hours}</span>
          </p>
        </section>
        <section aria-labelledby="contact-write">
          <h2 id="contact-write" className="flex items-center gap-3 text-3xl">
            <SiteIcon name="mail" className="size-7 text-petrol-600" />
            {messages.contact.writeUs}
          </h2>
          <a
            href={`mailto:${company.email}`}
            className="mt-3 inline-flex min-h-11 items-center font-display text-3xl break-all text-petrol-700 hover:underline"
          >
            <LeftToRight>{company.email}</LeftToRight>
          </a>
        </section>
      </div>
      <InquiryFormSlot />
    </Container>
  );
}
