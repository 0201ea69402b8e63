import { useSite } from '../app/site-context';
import { LegalDocument } from '../features/legal/components/legal-document';

export function PrivacyPage() {
  const { privacy } = useSite().content;
  return <LegalDocument title={privacy.title} lead={<p>{privacy.lead}</p>} sections={privacy.sections} />;
}
