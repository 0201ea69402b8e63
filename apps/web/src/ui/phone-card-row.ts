/**
 * A list of cards that is a grid from `sm` up and, on a phone, one row the visitor swipes through (issue 29
 * §4: the home page was 16,000 px, about 18 screens, on a 412 px phone). The row reaches the screen's edges
 * (the container's `px-5` undone) and each card takes 85 % of it, so the next card's edge shows there is
 * more. Only for cards with a link: a keyboard user reaches every card by Tab, and the browser scrolls the
 * row to the focused link. The grid's columns are the caller's (`sm:grid-cols-2 …`).
 * `relative`: the cards' visually hidden labels (`sr-only`, absolutely placed) are clipped by the row only
 * when it is their containing block; without it they widened the whole page to 1,706 px.
 */
export const phoneCardRow =
  'relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto overscroll-x-contain px-5 pb-3 sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0';

/** One card of a `phoneCardRow`. */
export const phoneCardRowItem = 'w-[85%] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none';
