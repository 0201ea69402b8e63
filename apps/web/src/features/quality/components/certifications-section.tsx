import { useSite } from '../../../app/site-context';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { useSectionLanguage } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';
import { DownloadList } from './download-list';

export function CertificationsSection() {
  const { content } = useSite();
  const { quality } = content;
  const language = useSectionLanguage('quality');
  return (
    <Section labelledBy="quality-title" tone="white">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <SectionHeading
            id="quality-title"
            eyebrow={quality.eyebrow}
            title={quality.title}
            intro={quality.intro}
            textLanguage={language}
          />
          <ul {...language} className="mt-10 grid gap-4 sm:grid-cols-2">
            {quality.certifications.map((certification) => (
              <li key={certification.code} className="flex gap-4 rounded-(--radius-card) bg-steel-50 p-5">
                <SiteIcon name="shield" className="size-8 shrink-0 text-petrol-600" />
                <div>
                  <p className="font-display text-2xl text-petrol-800">{certification.code}</p>
                  <p className="font-bold">{certification.title}</p>
                  <p className="mt-1 text-steel-700">{certification.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="self-end rounded-(--radius-card) border border-steel-200 p-6 sm:p-8">
          <h3 {...language} className="flex items-center gap-3 text-3xl">
            <SiteIcon name="award" className="size-8 text-signal-700" />
            {quality.downloadsTitle}
          </h3>
          <DownloadList />
        </div>
      </div>
    </Section>
  );
}
