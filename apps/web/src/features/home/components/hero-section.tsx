import { pathFor } from '@sitedesk/shared/routes';
import { useSite } from '../../../app/site-context';
import { Container } from '../../../ui/container';
import { MediaPicture } from '../../../ui/media-picture';
import { resolvePlacedImage } from '../../../ui/placed-image';
import { useSectionLanguage } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';

/** Where the hero stands beside its picture (Tailwind's `lg`). */
const wideScreen = '(min-width: 64rem)';

/**
 * The hero picture is a media-library item (the built-in baler drawing until an editor replaces it,
 * decision 144). On wide screens it stands beside the text as the page's largest first-view image: in the
 * HTML with its size and variants, fetched at high priority, never lazily. On narrower screens it follows
 * the calls to action, smaller than the heading and loaded lazily, so the text is what a phone paints
 * first and nothing else is fetched before it (decision 154); the wide picture then fetches nothing.
 */
export function HeroSection() {
  const { locale, content, media } = useSite();
  const { hero } = content;
  const language = useSectionLanguage('hero');
  const picture = resolvePlacedImage({ mediaId: hero.image.mediaId, alt: hero.imageAlt }, media, locale);
  return (
    <div className="surface-dark relative overflow-hidden bg-petrol-900 text-steel-50">
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div {...language}>
          <p className="text-sm font-semibold tracking-[0.14em] text-signal-400 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-4 text-5xl leading-[0.98] sm:text-7xl xl:text-8xl">{hero.title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-steel-200 sm:text-xl">{hero.lead}</p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <a
              href={pathFor('contact', locale)}
              data-testid="hero-cta"
              className="inline-flex min-h-12 items-center gap-3 rounded-sm bg-signal-400 px-6 py-3 text-lg font-bold text-petrol-950 motion-safe:transition-colors hover:bg-signal-300"
            >
              {hero.primaryCta}
              {/* `:dir()` follows the nearest `dir`: the text shown in English (decision 213) keeps its arrow
                  pointing right on an Arabic page, which Tailwind's `rtl:` (any descendant of `[dir=rtl]`) would not. */}
              <SiteIcon name="arrow-right" className="size-5 [&:dir(rtl)]:-scale-x-100" />
            </a>
            <a
              href={pathFor('solutions', locale)}
              className="inline-flex min-h-12 items-center rounded-sm border border-steel-400 px-6 py-3 text-lg font-semibold text-steel-50 motion-safe:transition-colors hover:border-white hover:bg-petrol-800"
            >
              {hero.secondaryCta}
            </a>
          </div>
        </div>
        {picture ? (
          <>
            <div className="hidden w-full max-w-xl justify-self-center lg:block" data-testid="hero-image">
              <MediaPicture
                image={picture.image}
                alt={picture.alt}
                sizes="36rem"
                className="h-auto w-full"
                isPriority
                onlyWhere={wideScreen}
              />
            </div>
            {/* Smaller than the lead paragraph on a phone, so the text stays the largest paint: with the
                header one row high, a 15rem drawing came into the first view and outgrew it (by 1 %). */}
            <div className="w-full max-w-52 justify-self-center sm:max-w-sm lg:hidden">
              <MediaPicture
                image={picture.image}
                alt={picture.alt}
                sizes="(min-width: 40rem) 24rem, 13rem"
                className="h-auto w-full"
              />
            </div>
          </>
        ) : null}
      </Container>
    </div>
  );
}
