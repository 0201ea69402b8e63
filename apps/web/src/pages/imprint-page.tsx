import { useSite } from '../app/site-context';
import { LegalDocument } from '../features/legal/components/legal-document';

export function ImprintPage() {
  const { imprint } = useSite().content;
  return <LegalDocument title={imprint.title} lead={<p>{imprint.notice}</p>} sections={imprint.sections} />;
}
