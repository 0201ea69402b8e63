import { useSite } from '../app/site-context';
import { ContactDetails } from '../features/contact/components/contact-details';
import { LocationsSection } from '../features/locations/components/locations-section';
import { PageIntro } from '../ui/page-intro';
import { useSectionLanguage } from '../ui/shown-language';

export function ContactPage() {
  const { content } = useSite();
  return (
    <>
      <PageIntro {...content.pageIntros.contact} textLanguage={useSectionLanguage('pageIntros')} />
      <ContactDetails />
      <LocationsSection />
    </>
  );
}
