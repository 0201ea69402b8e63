import { useSite } from '../app/site-context';
import { JobFacts } from '../features/careers/components/job-facts';
import { Container } from '../ui/container';
import { PageIntro } from '../ui/page-intro';
import { shownLanguage } from '../ui/shown-language';

/** `/{locale}/careers`: every open job, the one closing soonest first. */
export function CareersPage() {
  const { locale, collections, messages } = useSite();
  return (
    <>
      <PageIntro
        eyebrow={messages.careers.eyebrow}
        title={messages.careers.title}
        lead={messages.careers.lead}
      />
      <Container className="py-12 sm:py-16">
        {collections.jobs.length > 0 ? (
          <ul className="grid gap-6 lg:grid-cols-2">
            {collections.jobs.map((job) => (
              <li key={job.id}>
                <article className="h-full rounded-(--radius-card) border border-steel-200 bg-white p-6 sm:p-8">
                  <h2 {...shownLanguage(job, locale)} className="text-3xl">
                    <a
                      href={job.paths[locale]}
                      className="underline decoration-steel-300 underline-offset-4 hover:text-petrol-700 hover:decoration-petrol-600"
                    >
                      {job.document.title}
                    </a>
                  </h2>
                  <JobFacts job={job.document} className="mt-6" />
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-steel-700">{messages.careers.empty}</p>
        )}
      </Container>
    </>
  );
}
