import { pathFor } from '@sitedesk/shared/routes';
import { ArrowRight } from 'lucide-react';
import { useSite } from '../../../app/site-context';
import balerLoopSvg from '../../../assets/illustrations/baler-loop.svg?raw';
import { Container } from '../../../ui/container';
import { decorativeIcon } from '../../../ui/icon-props';

/**
 * The illustration is inlined: no request stands between the first byte and the finished first view on a
 * slow connection. Its English <title> goes; the wrapper names it in the page's language.
 */
const inlineIllustration = { __html: balerLoopSvg.replace(/<title>[\s\S]*?<\/title>/, '') };

export function HeroSection() {
  const { locale, content } = useSite();
  const { hero } = content;
  return (
    <div className="surface-dark relative overflow-hidden bg-petrol-900 text-steel-50">
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
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
              <ArrowRight {...decorativeIcon} className="size-5 rtl:-scale-x-100" />
            </a>
            <a
              href={pathFor('solutions', locale)}
              className="inline-flex min-h-12 items-center rounded-sm border border-steel-400 px-6 py-3 text-lg font-semibold text-steel-50 motion-safe:transition-colors hover:border-white hover:bg-petrol-800"
            >
              {hero.secondaryCta}
            </a>
          </div>
        </div>
        <div
          role="img"
          aria-label={hero.illustrationAlt}
          className="aspect-[600/440] w-full max-w-xl justify-self-center [&>svg]:h-auto [&>svg]:w-full"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time SVG file, not user input.
          dangerouslySetInnerHTML={inlineIllustration}
        />
      </Container>
    </div>
  );
}
