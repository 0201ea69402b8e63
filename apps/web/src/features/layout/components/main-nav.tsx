import { useSite } from '../../../app/site-context';
import { ariaCurrentOf, type NavItem, navHref } from '../nav-items';

const navItems: NavItem[] = ['solutions', 'news', 'sustainability', 'company', 'careers', 'contact'];

/** The primary navigation; on narrow screens it wraps below the logo. */
export function MainNav() {
  const { locale, route, messages } = useSite();
  return (
    <nav aria-label={messages.nav.label} className="-mx-2 md:mx-0">
      <ul className="flex flex-wrap items-center gap-x-1">
        {navItems.map((id) => {
          const current = ariaCurrentOf(id, route);
          return (
            <li key={id}>
              <a
                href={navHref(id, locale)}
                aria-current={current}
                className={`inline-flex min-h-11 items-center rounded-sm px-2 py-2 sm:px-3 font-semibold whitespace-nowrap hover:bg-petrol-800 hover:text-white ${
                  current
                    ? 'text-white underline decoration-signal-400 decoration-2 underline-offset-8'
                    : 'text-steel-200'
                }`}
              >
                {messages.nav[id]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
