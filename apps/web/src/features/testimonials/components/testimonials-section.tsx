import { useSite } from '../../../app/site-context';
import { Island } from '../../../islands/island';
import { HeadedSection } from '../../../ui/headed-section';

export function TestimonialsSection() {
  const { content, messages } = useSite();
  const { testimonials } = content;
  return (
    <HeadedSection id="testimonials" heading={testimonials} tone="dark">
      <Island
        name="testimonialCarousel"
        props={{ labelledBy: 'testimonials-title', items: testimonials.items, labels: messages.testimonials }}
      />
    </HeadedSection>
  );
}
