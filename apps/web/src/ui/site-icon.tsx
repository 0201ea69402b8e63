import iconSprite from '../assets/generated/icons.svg';
import type { SiteIconName } from './site-icon-names';

/**
 * One of the site's icons, drawn from the cached sprite (decision 201): the page carries a `<use>` of about
 * 60 bytes instead of the icon's paths, and every page shares one file (`/assets/icons-HASH.svg`, served
 * immutable). The icon is decoration, hidden from assistive technology, unless it is given a `label`: then
 * it is an image with that name (`role="img"` and a `<title>`), for an icon that says something no text
 * beside it says; every icon on the site today is line art whose meaning is in the text beside it.
 * Icons that point along the reading direction (arrows, chevrons for previous/next) carry the class
 * `rtl:-scale-x-100`, written where they are used so the stylesheet's scan finds it; the others (a globe,
 * a check mark, up and down) are never mirrored. Without a stylesheet the width and height attributes keep
 * it icon-sized, and `fill="none"` with the symbol's stroke keeps it line art.
 */
export function SiteIcon({
  name,
  className,
  label,
}: {
  name: SiteIconName;
  className?: string | undefined;
  label?: string | undefined;
}) {
  const use = <use href={`${iconSprite}#${name}`} />;
  if (label)
    return (
      <svg role="img" width="24" height="24" fill="none" className={className}>
        <title>{label}</title>
        {use}
      </svg>
    );
  return (
    <svg aria-hidden="true" width="24" height="24" fill="none" className={className}>
      {use}
    </svg>
  );
}
