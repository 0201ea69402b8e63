/** Every icon on the site is decorative line art with one stroke weight; its meaning is in the text beside it. */
export const decorativeIcon = {
  'aria-hidden': true,
  focusable: false,
  strokeWidth: 1.75,
  absoluteStrokeWidth: true,
} as const;
