import { Mail } from 'lucide-react';
import { useSite } from '../../../app/site-context';
import { decorativeIcon } from '../../../ui/icon-props';

/**
 * PLACEHOLDER for the inquiry form (a later issue): the form replaces the contents of this section and
 * keeps its id `inquiry`. Until then visitors get a mailto link.
 */
export function InquiryFormSlot() {
  const { content, messages } = useSite();
  const { formPending } = content.contact;
  return (
    <section
      id="inquiry"
      aria-labelledby="inquiry-title"
      data-slot="inquiry-form"
      className="rounded-(--radius-card) border-2 border-dashed border-steel-300 bg-white p-6 sm:p-10"
    >
      <h2 id="inquiry-title" className="text-3xl">
        {formPending.title}
      </h2>
      <p className="mt-4 text-lg text-steel-700">{formPending.text}</p>
      <a
        href={`mailto:${content.company.email}`}
        className="mt-8 inline-flex min-h-12 items-center gap-3 rounded-sm bg-petrol-700 px-6 py-3 font-bold text-white hover:bg-petrol-800"
      >
        <Mail {...decorativeIcon} className="size-5" />
        {messages.contact.emailCta}
      </a>
    </section>
  );
}
