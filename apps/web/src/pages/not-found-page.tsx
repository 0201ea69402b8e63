import { pathFor } from '@sitedesk/shared/routes';
import { useSite } from '../app/site-context';
import { Container } from '../ui/container';
import { SiteIcon } from '../ui/site-icon';

const suggestedPages = ['home', 'solutions', 'contact'] as const;

export function NotFoundPage() {
  const { locale, messages } = useSite();
  const text = messages.notFound;
  return (
    <Container className="py-20 sm:py-32">
      <p className="text-sm font-semibold tracking-[0.14em] text-signal-800 uppercase">{text.eyebrow}</p>
      <h1 className="mt-3 max-w-3xl text-5xl sm:text-7xl">{text.title}</h1>
      <p className="mt-6 max-w-2xl text-lg text-steel-700">{text.text}</p>
      <nav aria-label={text.linksLabel} className="mt-10">
        <ul className="flex flex-col gap-3 sm:flex-row sm:gap-4">
          {suggestedPages.map((id) => (
            <li key={id}>
              <a
                href={pathFor(id, locale)}
                className="inline-flex min-h-12 items-center gap-3 rounded-sm border-2 border-petrol-700 px-6 py-3 font-bold text-petrol-800 hover:bg-petrol-700 hover:text-white"
              >
                {messages.nav[id]}
                <SiteIcon name="arrow-right" className="size-5 rtl:-scale-x-100" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
