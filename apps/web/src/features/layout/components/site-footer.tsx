import { useSite } from '../../../app/site-context';
import { Container } from '../../../ui/container';
import { LeftToRight } from '../../../ui/left-to-right';
import { useSectionLanguage } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';
import { navigationLinks } from '../navigation-links';
import { BrandMark } from './brand-mark';

export function SiteFooter() {
  const site = useSite();
  const { content, messages } = site;
  const { company } = content;
  const companyLanguage = useSectionLanguage('company');
  return (
    <footer className="surface-dark bg-petrol-950 text-steel-200">
      <Container className="grid gap-10 py-14 md:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="flex items-center gap-3 font-display-caps text-2xl text-white uppercase">
            <BrandMark className="size-9" />
            {company.legalName}
          </p>
          <p {...companyLanguage} className="mt-4 max-w-md">
            {company.tagline}
          </p>
          <ul className="mt-6 space-y-2">
            <li>
              <a
                href={`tel:${company.phone}`}
                className="inline-flex min-h-11 items-center gap-3 hover:text-white"
              >
                <SiteIcon name="phone" className="size-5 text-signal-400" />
                <LeftToRight>{company.phoneDisplay}</LeftToRight>
              </a>
            </li>
            <li>
              <a
                href={`mailto:${company.email}`}
                className="inline-flex min-h-11 items-center gap-3 hover:text-white"
              >
                <SiteIcon name="mail" className="size-5 text-signal-400" />
                <LeftToRight>{company.email}</LeftToRight>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={messages.nav.footerLabel}>
          <ul className="grid grid-cols-2 gap-x-6">
            {navigationLinks(site, 'footer').map(({ key, href, label, current, textLanguage }) => (
              <li key={key}>
                <a
                  href={href}
                  aria-current={current === 'page' ? 'page' : undefined}
                  {...textLanguage}
                  className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-petrol-800">
        <Container className="flex flex-col gap-2 py-6 text-sm text-steel-300 sm:flex-row sm:justify-between">
          <p>{messages.footer.rights}</p>
          <p>{messages.footer.tagline}</p>
        </Container>
      </div>
    </footer>
  );
}
