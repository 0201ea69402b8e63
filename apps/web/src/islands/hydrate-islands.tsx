import { type ComponentType, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type IslandName, type IslandProps, isIslandName } from './island-types';

const islandLoaders: { [Name in IslandName]: () => Promise<ComponentType<IslandProps[Name]>> } = {
  testimonialCarousel: () =>
    import('../features/testimonials/components/testimonial-carousel').then(
      (module) => module.TestimonialCarousel,
    ),
  inquiryForm: () =>
    import('../features/inquiry-form/components/inquiry-form').then((module) => module.InquiryForm),
};

/** Ends the current task, so the browser can paint and handle input before the next piece of work. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function hydrateIsland<Name extends IslandName>(name: Name, element: HTMLElement): Promise<void> {
  const Component = await islandLoaders[name]();
  // Evaluating the island's module and hydrating it are two tasks, not one long one (issue 15: no task
  // over 50 ms on a mobile CPU while the contact form hydrates).
  await yieldToMain();
  // The props were serialised from the same typed object at build time.
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps[Name];
  hydrateRoot(
    element,
    <StrictMode>
      <Component {...props} />
    </StrictMode>,
  );
}

/** Hydrates every island on the page, each with the props it was prerendered with. */
export async function hydrateIslands(elements: Iterable<HTMLElement>): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const element of elements) {
    const name = element.dataset.island;
    if (isIslandName(name)) pending.push(hydrateIsland(name, element));
  }
  await Promise.all(pending);
}
