/**
 * Every icon the public site draws, by its lucide name: the ids of the symbols in the site's one icon
 * sprite (`src/assets/generated/icons.svg`, written by `scripts/icon-sprite.ts`, decision 201). A name
 * added here needs its lucide drawing in `scripts/icon-sprite.ts` and the sprite written again.
 */
export const siteIconNames = [
  'arrow-left',
  'arrow-right',
  'award',
  'briefcase-business',
  'building',
  'chart-line',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-alert',
  'circle-check',
  'cog',
  'download',
  'eye',
  'factory',
  'file',
  'globe',
  'hand-heart',
  'leaf',
  'loader-circle',
  'mail',
  'map-pin',
  'menu',
  'message-square',
  'package',
  'paperclip',
  'phone',
  'quote',
  'recycle',
  'send',
  'settings',
  'shield',
  'square',
  'square-check',
  'star',
  'target',
  'users',
  'x',
  'zap',
] as const;

export type SiteIconName = (typeof siteIconNames)[number];
