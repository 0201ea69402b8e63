import { useSite } from '../app/site-context';
import { AboutSection } from '../features/company/components/about-section';
import { LocationsSection } from '../features/locations/components/locations-section';
import { MissionValues } from '../features/mission/components/mission-values';
import { TeamGrid } from '../features/team/components/team-grid';
import { PageIntro } from '../ui/page-intro';
import { useSectionLanguage } from '../ui/shown-language';

export function CompanyPage() {
  const { content } = useSite();
  return (
    <>
      <PageIntro {...content.pageIntros.company} textLanguage={useSectionLanguage('pageIntros')} />
      <AboutSection />
      <MissionValues />
      <TeamGrid />
      <LocationsSection />
    </>
  );
}
