import { useSite } from '../app/site-context';
import { LegalDocument } from '../features/legal/components/legal-document';
import { useSectionLanguage } from '../ui/shown-language';

export function ImprintPage() {
  const { imprint } = useSite().content;
  return (
    <LegalDocument
      textLanguage={useSectionLanguage('imprint')}
      title={imprint.title}
      lead={<p>{imprint.notice}</p>}
      sections={imprint.sections}
    />
  );
}
