import { AboutSection } from '../features/company/components/about-section';
import { LocationsSection } from '../features/locations/components/locations-section';
import { MissionValues } from '../features/mission/components/mission-values';
import { TeamGrid } from '../features/team/components/team-grid';
import { ContentPageIntro } from '../ui/page-intro';

export function CompanyPage() {
  return (
    <>
      <ContentPageIntro page="company" />
      <AboutSection />
      <MissionValues />
      <TeamGrid />
      <LocationsSection />
    </>
  );
}
