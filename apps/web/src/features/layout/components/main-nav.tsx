import { useSite } from '../../../app/site-context';
import { SiteIcon } from '../../../ui/site-icon';
import { type NavigationLink, navigationLinks } from '../navigation-links';

const linkClass = (current: NavigationLink['current']) =>
  `inline-flex min-h-11 items-center rounded-sm px-2 py-2 lg:px-3 font-semibold whitespace-nowrap hover:bg-petrol-800 hover:text-white ${
    current ? 'text-white underline decoration-signal-400 decoration-2 underline-offset-8' : 'text-steel-200'
  }`;

/**
 * The primary navigation, in the order editors give it. From the medium breakpoint it is one row of links;
 * on a phone it waits behind one "Menu" button and opens as a list under the header, so the header stays
 * one row. The button is a `<details>` element: it opens without JavaScript, as every public page must.
 * The closed list is `display: none` as well: a closed `<details>` only skips its content's rendering, and
 * laid out against the summary's narrow box, the list would stick out of a 320 px page to scripts that
 * measure it.
 */
export function MainNav() {
  const site = useSite();
  const links = navigationLinks(site, 'header');
  return (
    <nav aria-label={site.messages.nav.label}>
      <details className="group md:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-sm px-2 font-semibold text-steel-100 hover:bg-petrol-800 hover:text-white [&::-webkit-details-marker]:hidden">
          <SiteIcon name="menu" className="size-5 group-open:hidden" />
          <SiteIcon name="x" className="hidden size-5 group-open:block" />
          {site.messages.nav.menu}
        </summary>
        <ul className="absolute inset-x-0 top-full z-30 hidden gap-1 group-open:grid border-b border-petrol-700 bg-petrol-950 px-4 py-3 shadow-lg">
          {links.map(({ key, href, label, current, textLanguage }) => (
            <li key={key}>
              <a
                href={href}
                aria-current={current}
                {...textLanguage}
                className={`${linkClass(current)} w-full`}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <ul className="hidden flex-wrap items-center gap-x-1 md:flex">
        {links.map(({ key, href, label, current, textLanguage }) => (
          <li key={key}>
            <a href={href} aria-current={current} {...textLanguage} className={linkClass(current)}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
