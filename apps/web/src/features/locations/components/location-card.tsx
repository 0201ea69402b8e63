import type { CompanyLocation } from '@sitedesk/shared/content/schema';
import { useSite } from '../../../app/site-context';
import { LeftToRight } from '../../../ui/left-to-right';
import type { ShownLanguageAttributes } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';

/**
 * One plant or office with its address and direct phone and e-mail links. `textLanguage` marks the
 * location's own words where they are not in the page's language (decision 213); its labels are the page's.
 */
export function LocationCard({
  location,
  textLanguage = {},
}: {
  location: CompanyLocation;
  textLanguage?: ShownLanguageAttributes;
}) {
  const { messages } = useSite();
  const labels = messages.locations;
  const { address } = location;
  return (
    <article
      aria-labelledby={`location-${location.id}`}
      className="rounded-(--radius-card) border border-steel-200 bg-white p-6"
    >
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-signal-800 uppercase">
        <SiteIcon name="building" className="size-4" />
        {labels.kinds[location.kind]}
      </p>
      <h3 id={`location-${location.id}`} {...textLanguage} className="mt-2 flex items-center gap-2 text-3xl">
        <SiteIcon name="map-pin" className="size-6 text-petrol-600" />
        {location.name}
      </h3>
      <p {...textLanguage} className="mt-2 text-steel-700">
        {location.summary}
      </p>
      <address className="mt-4 not-italic">
        <span className="sr-only">{labels.address}: </span>
        <span {...textLanguage}>{address.street}</span>
        <br />
        <LeftToRight>{address.postalCode}</LeftToRight> {address.locality}
        {address.region ? `, ${address.region}` : ''}
        <br />
        <span className="inline-flex items-center gap-2">
          <SiteIcon name="globe" className="size-4 text-steel-600" />
          <span {...textLanguage}>{address.countryName}</span>
        </span>
      </address>
      <ul className="mt-3">
        <li>
          <a
            href={`tel:${location.phone}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-petrol-700 hover:underline"
          >
            <SiteIcon name="phone" className="size-4" />
            <span className="sr-only">{labels.phone}: </span>
            <LeftToRight>{location.phoneDisplay}</LeftToRight>
          </a>
        </li>
        <li>
          <a
            href={`mailto:${location.email}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-petrol-700 hover:underline"
          >
            <SiteIcon name="mail" className="size-4 shrink-0" />
            <span className="sr-only">{labels.email}: </span>
            <LeftToRight>{location.email}</LeftToRight>
          </a>
        </li>
      </ul>
    </article>
  );
}
