import { ContactBand } from '../features/contact/components/contact-band';
import { KeyFigures } from '../features/figures/components/key-figures';
import { HeroSection } from '../features/home/components/hero-section';
import { LocationsSection } from '../features/locations/components/locations-section';
import { MissionValues } from '../features/mission/components/mission-values';
import { LatestNews } from '../features/news/components/latest-news';
import { ProductCards } from '../features/products/components/product-cards';
import { CertificationsSection } from '../features/quality/components/certifications-section';
import { SustainabilityOverview } from '../features/sustainability/components/sustainability-overview';
import { TeamGrid } from '../features/team/components/team-grid';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <KeyFigures />
      <ProductCards />
      <LatestNews />
      <SustainabilityOverview />
      <CertificationsSection />
      <MissionValues />
      <TestimonialsSection />
      <TeamGrid />
      <LocationsSection />
      <ContactBand />
    </>
  );
}
