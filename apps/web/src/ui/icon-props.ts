/**
 * Every icon on the site is decorative line art with one stroke weight; its meaning is in the text beside it.
 * Icons that point along the reading direction (arrows, chevrons for previous/next) also carry the class
 * `rtl:-scale-x-100`, written where they are used so each stylesheet's scan finds it; the others (a globe,
 * a check mark, up and down) are never mirrored.
 */
export const decorativeIcon = {
  'aria-hidden': true,
  focusable: false,
  strokeWidth: 1.75,
  absoluteStrokeWidth: true,
} as const;
