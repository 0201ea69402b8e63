import type { TestimonialCarouselProps } from '../features/testimonials/components/testimonial-carousel';

/** Every interactive island and the props it is rendered with; the props travel in the HTML as JSON. */
export type IslandProps = {
  testimonialCarousel: TestimonialCarouselProps;
};

export type IslandName = keyof IslandProps;

export const islandNames = ['testimonialCarousel'] as const satisfies readonly IslandName[];

export function isIslandName(value: unknown): value is IslandName {
  return typeof value === 'string' && (islandNames as readonly string[]).includes(value);
}

/** Source file of each island, for the prerenderer's `modulepreload` hints. */
export const islandSources: Record<IslandName, string> = {
  testimonialCarousel: 'src/features/testimonials/components/testimonial-carousel.tsx',
};
