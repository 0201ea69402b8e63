import { routeEntry } from '../app/route-entry';
import { mainContentId } from '../app/site-app';
import { useSite } from '../app/site-context';
import { PageBlocks } from '../features/page-blocks/components/page-blocks';
import { PageIntro } from '../ui/page-intro';
import { shownLanguage } from '../ui/shown-language';

/** `/{locale}/{slug}`: a page an editor built from blocks (the pages collection). */
export function EditorPage() {
  const site = useSite();
  const entry = routeEntry(site, 'pages');
  const { document } = entry;
  const textLanguage = shownLanguage(entry, site.locale);
  return (
    <article>
      <PageIntro eyebrow={site.content.company.name} title={document.title} textLanguage={textLanguage} />
      <div {...textLanguage}>
        <PageBlocks blocks={document.blocks} takenIds={[mainContentId]} />
      </div>
    </article>
  );
}
