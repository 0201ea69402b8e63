import { languageEndonym, localeTags } from '@sitedesk/shared/locales';
import { pathFor } from '@sitedesk/shared/routes';
import { routeAlternates } from '../../../app/route-alternates';
import { useSite } from '../../../app/site-context';
import { SiteIcon } from '../../../ui/site-icon';

/**
 * Links to the same page in every other language, each named in its own language: an entry's page links
 * to the entry's own slug there; a page with no counterpart (the 404 page) to that language's home page.
 * One globe for the whole list, which wraps: with a globe per link, three names ("English", "Deutsch",
 * "Français") made a 360 px phone's page 12 px wider than the screen. Below `sm` it has a row of its own
 * from the first paint: beside the logo and the menu it fitted or not by a pixel, depending on which fonts
 * had arrived, and jumped to the next row when the brand fonts swapped in (a 0.015 layout shift on a
 * 412 px phone under load).
 */
export function LanguageSwitch() {
  const site = useSite();
  const { locale, messages } = site;
  const alternates = routeAlternates(site);
  const others = site.siteLocales.filter((other) => other !== locale);
  return (
    <div className="flex items-center gap-1 max-sm:basis-full">
      <SiteIcon name="globe" className="size-5 shrink-0 text-signal-400" />
      <ul className="flex flex-wrap items-center">
        {others.map((other) => (
          <li key={other}>
            <a
              href={alternates[other] ?? pathFor('home', other)}
              hrefLang={localeTags[other].hreflang}
              className="inline-flex min-h-11 items-center rounded-sm px-2 py-2 text-sm font-semibold text-steel-100 hover:bg-petrol-800 hover:text-white"
            >
              <span className="sr-only">{messages.languageSwitch.label} </span>
              <span lang={localeTags[other].hreflang}>{languageEndonym(other)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
