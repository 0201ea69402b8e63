import type { ComponentType } from 'react';
import { PreviewBar } from '../features/layout/components/preview-bar';
import { SiteFooter } from '../features/layout/components/site-footer';
import { SiteHeader } from '../features/layout/components/site-header';
import { SkipLink } from '../features/layout/components/skip-link';
import { SiteProvider, type SiteState } from './site-context';

export const mainContentId = 'main';

/** The whole visible document body: the same tree is prerendered and hydrated. */
export function SiteApp({ site, Page }: { site: SiteState; Page: ComponentType }) {
  return (
    <SiteProvider value={site}>
      <SkipLink targetId={mainContentId} />
      <PreviewBar />
      <SiteHeader />
      {/* `data-bands`: its bands below the first are laid out after the fonts, in turn (decision 214). */}
      <main id={mainContentId} tabIndex={-1} className="focus:outline-none" data-bands="in-turn">
        <Page />
      </main>
      <SiteFooter />
    </SiteProvider>
  );
}
