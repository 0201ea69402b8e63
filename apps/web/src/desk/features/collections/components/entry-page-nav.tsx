import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { useSiteLocales } from '../../../lib/use-site-locales';
import { linkClass } from '../../../ui/styles';

type Props = { collection: CollectionId; id?: string | undefined; locale?: Locale | undefined };

/** Back to the collection, and the same entry in the site's other languages. */
export function EntryPageNav({ collection, id, locale }: Props) {
  const { t, locale: deskLocale } = useDeskI18n();
  const siteLocales = useSiteLocales();
  const name = t.collections.names[collection];
  return (
    <nav className="flex flex-wrap items-center gap-x-6 gap-y-2" aria-label={name}>
      <Link
        to={`/desk/collections/${collection}`}
        className={`${linkClass} inline-flex min-h-11 items-center gap-1`}
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {formatMessage(t.collections.editor.back, { collection: name })}
      </Link>
      {id &&
        siteLocales
          .filter((other) => other !== locale)
          .map((other) => (
            <Link
              key={other}
              to={`/desk/collections/${collection}/${id}/${other}`}
              className={`${linkClass} inline-flex min-h-11 items-center`}
            >
              {formatMessage(t.collections.editor.otherLanguage, {
                language: languageName(other, deskLocale),
              })}
            </Link>
          ))}
    </nav>
  );
}
