import { routeEntry } from '../app/route-entry';
import { mainContentId } from '../app/site-app';
import { useSite } from '../app/site-context';
import { PageBlocks } from '../features/page-blocks/components/page-blocks';
import { PageIntro } from '../ui/page-intro';

/** `/{locale}/{slug}`: a page an editor built from blocks (the pages collection). */
export function EditorPage() {
  const site = useSite();
  const { document } = routeEntry(site, 'pages');
  return (
    <article>
      <PageIntro eyebrow={site.content.company.name} title={document.title} />
      <PageBlocks blocks={document.blocks} takenIds={[mainContentId]} />
    </article>
  );
}
