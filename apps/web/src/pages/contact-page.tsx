import { ContactDetails } from '../features/contact/components/contact-details';
import { LocationsSection } from '../features/locations/components/locations-section';
import { ContentPageIntro } from '../ui/page-intro';

export function ContactPage() {
  return (
    <>
      <ContentPageIntro page="contact" />
      <ContactDetails />
      <LocationsSection />
    </>
  );
}
