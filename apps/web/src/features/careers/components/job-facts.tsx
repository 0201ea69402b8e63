import type { JobEntry } from '@sitedesk/shared/collections/entries';
import { useSite } from '../../../app/site-context';
import { formatDate } from '../../../lib/format-date';

/** Where, how, from when and until when: the facts of a job, as a description list. */
export function JobFacts({ job, className = '' }: { job: JobEntry; className?: string }) {
  const { locale, content, messages } = useSite();
  const text = messages.careers;
  const location = content.locations.items.find((item) => item.id === job.locationId);
  const facts = [
    { term: text.location, value: location ? location.name : job.locationId },
    { term: text.type, value: text.types[job.type] },
    {
      term: text.start,
      value: job.startDate ? (
        <time dateTime={job.startDate}>{formatDate(job.startDate, locale)}</time>
      ) : (
        text.startAsap
      ),
    },
    {
      term: text.closingDate,
      value: <time dateTime={job.closingDate}>{formatDate(job.closingDate, locale)}</time>,
    },
  ];
  return (
    <dl className={`grid gap-x-8 gap-y-3 sm:grid-cols-2 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className="text-sm tracking-wide text-steel-600 uppercase">{fact.term}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
