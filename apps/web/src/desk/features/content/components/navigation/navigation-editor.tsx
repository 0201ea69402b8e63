import type { Locale } from '@sitedesk/shared/locales';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { LiveRegion, useAnnouncement } from '../../../../ui/live-region';
import { LoadError } from '../../../../ui/load-error';
import { useNavPages } from '../../api/list-nav-pages';
import { linksOf } from '../../model/navigation-links';
import { NavListEditor } from './nav-list-editor';

/**
 * The navigation section (decision 143): the header's and the footer's links in order. The generic field
 * tree cannot edit a link's target (a choice between kinds of target), so this section has its own form.
 */
export function NavigationEditor({ locale, value }: { locale: Locale; value: unknown }) {
  const { t } = useDeskI18n();
  const { pages, error, reload } = useNavPages(locale);
  const { announcement, announce } = useAnnouncement();
  return (
    <div className="space-y-5">
      <p className="max-w-prose text-steel-800">{t.content.navigation.intro}</p>
      {error && <LoadError error={error} onRetry={reload} />}
      <LiveRegion announcement={announcement} />
      <NavListEditor
        list="header"
        links={linksOf(value, 'header')}
        pages={pages}
        max={12}
        announce={announce}
      />
      <NavListEditor
        list="footer"
        links={linksOf(value, 'footer')}
        pages={pages}
        max={24}
        announce={announce}
      />
    </div>
  );
}
