import { isContentSectionKey } from '@sitedesk/shared/content/sections';
import { isLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { linkClass } from '../../../ui/styles';
import { useContentOverview } from '../api/get-content-overview';
import { useContentSection } from '../api/get-content-section';
import { SectionEditor } from './section-editor';

/** `/desk/content/:locale/:section`: one section in one language. */
export function ContentEditorPage() {
  const { t, locale: deskLocale } = useDeskI18n();
  const params = useParams();
  const locale = isLocale(params.locale) ? params.locale : undefined;
  const section = isContentSectionKey(params.section) ? params.section : undefined;
  const detail = useContentSection(locale, section);
  const overview = useContentOverview();

  if (!locale || !section) {
    return (
      <div className="space-y-4">
        <PageHeading title={t.errors.notFound}>{t.errors.notFound}</PageHeading>
        <Alert tone="error">{t.content.editor.unknownSection}</Alert>
        <Link to="/desk/content" className={linkClass}>
          {t.content.editor.back}
        </Link>
      </div>
    );
  }

  const title = formatMessage(t.content.editor.title, {
    section: t.content.sections[section],
    language: languageName(locale, deskLocale),
  });
  // The languages the site offers; until the overview has said which, none are offered as links.
  const otherLocales = (overview.data?.siteLocales ?? []).filter((other) => other !== locale);

  return (
    <div className="space-y-6">
      <nav className="flex flex-wrap items-center gap-x-6 gap-y-2" aria-label={t.content.title}>
        <Link to="/desk/content" className={`${linkClass} inline-flex min-h-11 items-center gap-1`}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t.content.editor.back}
        </Link>
        {otherLocales.map((other) => (
          <Link
            key={other}
            to={`/desk/content/${other}/${section}`}
            className={`${linkClass} inline-flex min-h-11 items-center`}
          >
            {formatMessage(t.content.editor.otherLanguage, { language: languageName(other, deskLocale) })}
          </Link>
        ))}
      </nav>
      <PageHeading title={title}>{title}</PageHeading>
      {detail.error && !detail.data ? (
        <LoadError error={detail.error} onRetry={detail.reload} />
      ) : !detail.data ? (
        <Loading />
      ) : (
        // A new section or language starts a fresh editor, never one holding another section's edits.
        <SectionEditor key={`${locale}/${section}`} initial={detail.data} />
      )}
    </div>
  );
}
