import type { ComponentType } from 'react';
import { InquiryForm } from '../features/inquiry-form/components/inquiry-form';
import { TestimonialCarousel } from '../features/testimonials/components/testimonial-carousel';
import type { IslandName, IslandProps } from './island-types';

const islandComponents: { [Name in IslandName]: ComponentType<IslandProps[Name]> } = {
  testimonialCarousel: TestimonialCarousel,
  inquiryForm: InquiryForm,
};

/**
 * Marks an interactive part of a prerendered page. The wrapper carries the island's name and props, so the
 * browser can hydrate exactly this component with exactly these props; the rest of the page stays static HTML.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps[Name] }) {
  const Component: ComponentType<IslandProps[Name]> = islandComponents[name];
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
