import { jobsListPath } from '@sitedesk/shared/collections/paths';
import { entryInquiryPath } from '@sitedesk/shared/inquiry-entry-link';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { routeEntry } from '../app/route-entry';
import { useSite } from '../app/site-context';
import { JobFacts } from '../features/careers/components/job-facts';
import { RichTextContent } from '../features/rich-text/components/rich-text-content';
import { Container } from '../ui/container';
import { PageIntro } from '../ui/page-intro';
import { shownLanguage } from '../ui/shown-language';
import { SiteIcon } from '../ui/site-icon';

/** `/{locale}/careers/{slug}`: one job ad and the way to apply (the contact form with the job chosen). */
export function JobPage() {
  const site = useSite();
  const { locale, messages } = site;
  const text = messages.careers;
  const entry = routeEntry(site, 'jobs');
  const { document } = entry;
  const textLanguage = shownLanguage(entry, locale);
  const applyHref = `${entryInquiryPath('jobs', locale, document.slug)}#inquiry`;
  const applyLink = (
    <a
      href={applyHref}
      className="inline-flex min-h-12 items-center gap-3 rounded-sm bg-signal-400 px-6 py-3 font-bold text-petrol-950 hover:bg-signal-300"
    >
      <SiteIcon name="send" className="size-5" />
      {formatMessage(text.applyFor, { title: document.title })}
    </a>
  );
  return (
    <article>
      <PageIntro eyebrow={text.eyebrow} title={document.title} textLanguage={textLanguage} />
      <Container className="py-12 sm:py-16">
        <JobFacts job={document} className="max-w-3xl" />
        <div className="mt-8">{applyLink}</div>
        <section aria-labelledby="job-role" className="mt-14">
          <h2 id="job-role" className="text-3xl sm:text-4xl">
            {text.roleTitle}
          </h2>
          <div {...textLanguage}>
            <RichTextContent doc={document.description} headingLevel={3} />
          </div>
        </section>
        <section aria-labelledby="job-offer" className="mt-14">
          <h2 id="job-offer" className="text-3xl sm:text-4xl">
            {text.offerTitle}
          </h2>
          <div {...textLanguage}>
            <RichTextContent doc={document.offer} headingLevel={3} />
          </div>
        </section>
        <section
          aria-labelledby="job-contact"
          className="mt-14 max-w-3xl rounded-(--radius-card) border border-steel-200 bg-white p-8"
        >
          <h2 id="job-contact" className="text-3xl">
            {text.contactTitle}
          </h2>
          <p className="mt-3 text-lg">
            {document.contactName}
            <br />
            <a
              href={`mailto:${document.contactEmail}`}
              className="inline-flex min-h-11 items-center font-semibold break-all text-petrol-700 underline hover:text-petrol-900"
            >
              {document.contactEmail}
            </a>
          </p>
          <div className="mt-6">{applyLink}</div>
        </section>
        <a
          href={jobsListPath(locale)}
          className="mt-14 inline-flex min-h-11 items-center gap-2 font-bold text-petrol-700 underline decoration-2 underline-offset-4 hover:text-petrol-900"
        >
          <SiteIcon name="arrow-left" className="size-5 rtl:-scale-x-100" />
          {text.allJobs}
        </a>
      </Container>
    </article>
  );
}
