import type { NavTarget } from '@sitedesk/shared/content/schema';
import { useCallback } from 'react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import type { NavPage } from '../../model/navigation-links';

/** A target's own name (the site's word for a fixed page or list, an editor's page's link text or title). */
export function useTargetName(pages: readonly NavPage[]) {
  const { t } = useDeskI18n();
  return useCallback(
    (target: NavTarget): string => {
      const pageNames: Record<string, string> = t.content.labels;
      switch (target.kind) {
        case 'page':
          return pageNames[target.page] ?? target.page;
        case 'collection':
          return t.content.navigation.collections[target.collection];
        case 'entry':
          return pages.find((page) => page.id === target.id)?.name ?? t.content.navigation.unknownPage;
      }
    },
    [t, pages],
  );
}
