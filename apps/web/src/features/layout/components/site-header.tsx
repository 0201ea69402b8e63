import { pathFor } from '@sitedesk/shared/routes';
import { useSite } from '../../../app/site-context';
import { Container } from '../../../ui/container';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';

export function SiteHeader() {
  const { locale, content } = useSite();
  return (
    <header className="surface-dark relative border-b border-petrol-700 bg-petrol-950 text-steel-50">
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 md:gap-x-6">
        <a
          href={pathFor('home', locale)}
          className="me-auto inline-flex min-h-11 items-center gap-3 rounded-sm"
          aria-label={content.company.logoAlt}
        >
          <BrandMark className="size-9" />
          <span className="font-display-caps text-2xl tracking-wide uppercase">{content.company.name}</span>
        </a>
        <MainNav />
        <LanguageSwitch />
      </Container>
    </header>
  );
}
