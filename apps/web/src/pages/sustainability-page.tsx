import { useSite } from '../app/site-context';
import { CertificationsSection } from '../features/quality/components/certifications-section';
import { SustainabilityOverview } from '../features/sustainability/components/sustainability-overview';
import { Container } from '../ui/container';
import { ContentPageIntro } from '../ui/page-intro';
import { ProseSections } from '../ui/prose-sections';
import { useSectionLanguage } from '../ui/shown-language';

export function SustainabilityPage() {
  const { content } = useSite();
  return (
    <>
      <ContentPageIntro page="sustainability" />
      <Container className="py-16 sm:py-24">
        <ProseSections
          textLanguage={useSectionLanguage('sustainability')}
          sections={content.sustainability.details}
          idPrefix="sustainability-detail"
        />
      </Container>
      <SustainabilityOverview />
      <CertificationsSection />
    </>
  );
}
