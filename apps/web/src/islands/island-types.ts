import type { InquiryFormProps } from '../features/inquiry-form/components/inquiry-form';
import type { TestimonialCarouselProps } from '../features/testimonials/components/testimonial-carousel';

/** Every interactive island and the props it is rendered with; the props travel in the HTML as JSON. */
export type IslandProps = {
  testimonialCarousel: TestimonialCarouselProps;
  inquiryForm: InquiryFormProps;
};

export type IslandName = keyof IslandProps;

export const islandNames = ['testimonialCarousel', 'inquiryForm'] as const satisfies readonly IslandName[];

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && (islandNames as readonly string[]).includes(value);
}
