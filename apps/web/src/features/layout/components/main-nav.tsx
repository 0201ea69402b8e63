import { useSite } from '../../../app/site-context';
import { navigationLinks } from '../navigation-links';

/** The primary navigation, in the order editors give it; on narrow screens it wraps below the logo. */
export function MainNav() {
  const site = useSite();
  return (
    <nav aria-label={site.messages.nav.label} className="-mx-2 md:mx-0">
      <ul className="flex flex-wrap items-center gap-x-1">
        {navigationLinks(site, 'header').map(({ key, href, label, current }) => (
          <li key={key}>
            <a
              href={href}
              aria-current={current}
              className={`inline-flex min-h-11 items-center rounded-sm px-2 py-2 lg:px-3 font-semibold whitespace-nowrap hover:bg-petrol-800 hover:text-white ${
                current
                  ? 'text-white underline decoration-signal-400 decoration-2 underline-offset-8'
                  : 'text-steel-200'
              }`}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
