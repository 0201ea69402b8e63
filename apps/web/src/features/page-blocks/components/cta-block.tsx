import type { ctaBlockSchema, LinkTarget } from '@sitedesk/shared/collections/page-blocks';
import { isSafeHref } from '@sitedesk/shared/collections/rich-text';
import type { Locale } from '@sitedesk/shared/locales';
import { pathFor } from '@sitedesk/shared/routes';
import { useSite } from '../../../app/site-context';
import { SectionHeading } from '../../../ui/section-heading';
import { SiteIcon } from '../../../ui/site-icon';
import type { BlockProps } from './block-place';
import { BlockSection } from './block-section';

/** Where the button leads: a fixed page in the reader's language, or a checked link; never a script. */
function targetHref(target: LinkTarget, locale: Locale): string | undefined {
  if (target.kind === 'page') return pathFor(target.page, locale);
  // Checked again on the way out, as rich text does: a stored value is not trusted to be what was saved.
  return isSafeHref(target.href) && !target.href.includes('\\') ? target.href : undefined;
}

/** A heading, a line of text and one button: what the visitor should do next. */
export function CtaBlock({ block, place }: BlockProps<typeof ctaBlockSchema>) {
  const { locale } = useSite();
  const href = targetHref(block.target, locale);
  const isExternal = href !== undefined && /^https?:\/\//i.test(href);
  return (
    <BlockSection anchor={place.anchor} labelledBy={place.headingId} tone="light">
      <div className="flex flex-col gap-8 rounded-(--radius-card) border-s-4 border-signal-500 bg-white p-8 sm:p-12 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading id={place.headingId} title={block.title} intro={block.text} />
        {href ? (
          <a
            href={href}
            rel={isExternal ? 'noopener' : undefined}
            className="inline-flex min-h-12 shrink-0 items-center gap-3 self-start rounded-sm bg-signal-400 px-6 py-3 font-bold text-petrol-950 hover:bg-signal-300 lg:self-auto"
          >
            {block.label}
            <SiteIcon name="arrow-right" className="size-5 rtl:-scale-x-100" />
          </a>
        ) : null}
      </div>
    </BlockSection>
  );
}
