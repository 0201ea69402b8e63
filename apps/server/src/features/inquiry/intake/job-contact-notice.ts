import type { JobApplicationMailProps } from '@sitedesk/email/job-application';
import type { QueuedMail } from '../../../platform/outbox/enqueue-mail';

/**
 * The e-mail that tells a job's contact person of an application (decision 130): in the language of the ad
 * the visitor applied through, with the job, the reference and the applicant's name, but none of the
 * application itself, and no Reply-To: the contact may be outside the desk, the application stays inside.
 */
export function jobContactNotice(options: {
  idempotencyKey: string;
  inquiryId: string;
  contact: { name: string; email: string };
  props: JobApplicationMailProps;
}): QueuedMail {
  return {
    idempotencyKey: options.idempotencyKey,
    inquiryId: options.inquiryId,
    to: [options.contact.email],
    template: 'job-application',
    props: options.props,
  };
}

/** E-mail addresses as people compare them: case and surrounding blanks do not matter. */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
