import { useSite } from '../../../app/site-context';
import { Island } from '../../../islands/island';
import { HeadedSection } from '../../../ui/headed-section';
import { useSectionLanguage } from '../../../ui/shown-language';

export function TestimonialsSection() {
  const { content, messages } = useSite();
  const { testimonials } = content;
  const language = useSectionLanguage('testimonials');
  return (
    <HeadedSection id="testimonials" heading={testimonials} tone="dark" textLanguage={language}>
      <Island
        name="testimonialCarousel"
        props={{ labelledBy: 'testimonials-title', items: testimonials.items, labels: messages.testimonials }}
      />
    </HeadedSection>
  );
}
