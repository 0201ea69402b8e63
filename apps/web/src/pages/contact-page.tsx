import { useSite } from '../app/site-context';
import { ContactDetails } from '../features/contact/components/contact-details';
import { LocationsSection } from '../features/locations/components/locations-section';
import { PageIntro } from '../ui/page-intro';

export function ContactPage() {
  const { content } = useSite();
  return (
    <>
      <PageIntro {...content.pageIntros.contact} />
      <ContactDetails />
      <LocationsSection />
    </>
  );
}
