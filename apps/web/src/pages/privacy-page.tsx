import { useSite } from '../app/site-context';
import { LegalDocument } from '../features/legal/components/legal-document';
import { useSectionLanguage } from '../ui/shown-language';

export function PrivacyPage() {
  const { privacy } = useSite().content;
  return (
    <LegalDocument
      textLanguage={useSectionLanguage('privacy')}
      title={privacy.title}
      lead={<p>{privacy.lead}</p>}
      sections={privacy.sections}
    />
  );
}
