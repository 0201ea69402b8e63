import { useSite } from '../../../app/site-context';
import { ContactWays } from '../../../ui/contact-ways';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { useSectionLanguage } from '../../../ui/shown-language';

/** The closing call to action on the home page: phone, e-mail and the contact page. */
export function ContactBand() {
  const { contact } = useSite().content;
  const language = useSectionLanguage('contact');
  return (
    <Section labelledBy="contact-title" tone="dark">
      <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-end">
        <SectionHeading
          id="contact-title"
          tone="dark"
          eyebrow={contact.eyebrow}
          title={contact.title}
          intro={contact.intro}
          textLanguage={language}
        />
        <ContactWays />
      </div>
    </Section>
  );
}
