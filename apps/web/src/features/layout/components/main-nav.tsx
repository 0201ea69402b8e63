import { pathFor } from '@sitedesk/shared/routes';
import { useSite } from '../../../app/site-context';

const navPages = ['solutions', 'sustainability', 'company', 'contact'] as const;

/** The primary navigation; on narrow screens it wraps below the logo. */
export function MainNav() {
  const { locale, page, messages } = useSite();
  return (
    <nav aria-label={messages.nav.label} className="-mx-2 md:mx-0">
      <ul className="flex flex-wrap items-center gap-x-1">
        {navPages.map((id) => {
          const isCurrent = id === page;
          return (
            <li key={id}>
              <a
                href={pathFor(id, locale)}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-sm px-2 py-2 sm:px-3 font-semibold whitespace-nowrap hover:bg-petrol-800 hover:text-white ${
                  isCurrent
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
