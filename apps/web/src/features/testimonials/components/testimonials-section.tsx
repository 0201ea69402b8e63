import { useSite } from '../../../app/site-context';
import { Island } from '../../../islands/island';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';

export function TestimonialsSection() {
  const { content, messages } = useSite();
  const { testimonials } = content;
  return (
    <Section labelledBy="testimonials-title" tone="dark">
      <SectionHeading
        id="testimonials-title"
        tone="dark"
        eyebrow={testimonials.eyebrow}
        title={testimonials.title}
        intro={testimonials.intro}
      />
      <Island
        name="testimonialCarousel"
        props={{ labelledBy: 'testimonials-title', items: testimonials.items, labels: messages.testimonials }}
      />
    </Section>
  );
}
