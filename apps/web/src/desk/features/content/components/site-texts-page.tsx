import { defaultLocale, isLocale, type Locale, locales } from '@sitedesk/shared/locales';
import { formatMessage, formatPlural } from '@sitedesk/shared/messages/format';
import { isSiteTextCatalog, type SiteText, siteTextCatalogs } from '@sitedesk/shared/site-texts-api';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { LiveRegion, useAnnouncement } from '../../../ui/live-region';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, buttonSecondary, cardClass, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { publishSiteTexts, resetSiteText, useSiteTexts } from '../api/site-texts';
import { ContentSubpageHead } from './content-subpage-head';
import { SiteTextCard } from './site-text-card';
import { SiteTextEditor } from './site-text-editor';

/**
 * `/desk/content/texts` (decision 206): an editor picks a language, searches the texts the site ships with
 * (English and that language side by side), corrects one, resets it to the shipped text, and publishes the
 * language's corrections. The language and the search live in the address, so a search can be shared.
 */
export function SiteTextsPage() {
  const { t, locale: deskLocale } = useDeskI18n();
  const texts = t.siteTexts;
  const [params, setParams] = useSearchParams();
  const requested = params.get('language');
  // The desk's own language is the likeliest to be corrected first; English has no one to compare with.
  const fallback: Locale = deskLocale === defaultLocale ? (locales[1] ?? defaultLocale) : deskLocale;
  const locale: Locale = isLocale(requested) ? requested : fallback;
  const catalogParam = params.get('catalog');
  const catalog = isSiteTextCatalog(catalogParam) ? catalogParam : undefined;
  const query = params.get('q') ?? '';
  const [draftQuery, setDraftQuery] = useState(query);
  const [editing, setEditing] = useState<string>();
  const resource = useSiteTexts(locale, query, catalog);
  const { announcement, announce } = useAnnouncement();
  const errorMessage = useErrorMessage();
  const reset = useAction((text: SiteText) => resetSiteText(locale, text));
  const publish = useAction(() => publishSiteTexts(locale));
  const page = resource.data;
  const name = languageName(locale, deskLocale);

  const setParam = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setParam('q', draftQuery.trim() || undefined);
  };

  const doReset = async (text: SiteText) => {
    if ((await reset.run(text)).ok) {
      announce(texts.resetDone);
      resource.reload();
    }
  };

  const doPublish = async () => {
    announce(texts.publishing);
    if ((await publish.run()).ok) {
      announce(formatMessage(texts.published, { language: name }));
      resource.reload();
    }
  };

  const keyId = (text: SiteText) => `text-${text.catalog}-${text.key}`.replaceAll('.', '-');

  return (
    <div className="space-y-6">
      <ContentSubpageHead title={texts.title} intro={texts.intro} />
      <LiveRegion announcement={announcement} />
      <form className={`${cardClass} grid gap-4 sm:grid-cols-2 lg:grid-cols-4`} onSubmit={search}>
        <SelectField
          id="site-texts-language"
          label={texts.language}
          value={locale}
          onValueChange={(value) => {
            setEditing(undefined);
            setParam('language', value);
          }}
        >
          {locales.map((code) => (
            <option key={code} value={code}>
              {languageName(code, deskLocale)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="site-texts-catalog"
          label={texts.where}
          value={catalog ?? ''}
          onValueChange={(value) => setParam('catalog', value || undefined)}
        >
          <option value="">{texts.catalogs.all}</option>
          {siteTextCatalogs.map((name) => (
            <option key={name} value={name}>
              {texts.catalogs[name]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <label htmlFor="site-texts-query" className={labelClass}>
            {texts.search}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="site-texts-query"
              type="search"
              className={`${inputClass} min-w-0 flex-1`}
              value={draftQuery}
              maxLength={200}
              aria-describedby="site-texts-query-hint"
              onChange={(event) => setDraftQuery(event.target.value)}
            />
            <button type="submit" className={buttonSecondary}>
              {texts.search}
            </button>
          </div>
          <p id="site-texts-query-hint" className="mt-1 text-sm text-steel-700">
            {texts.searchHint}
          </p>
        </div>
      </form>
      {page && (
        <div className="flex flex-wrap items-center gap-4">
          <p>
            {page.pending > 0 ? formatPlural(deskLocale, texts.pending, page.pending) : texts.nothingPending}
          </p>
          {page.pending > 0 && (
            <button
              type="button"
              className={buttonPrimary}
              aria-disabled={publish.isPending}
              onClick={() => void doPublish()}
            >
              {formatMessage(texts.publish, { language: name })}
            </button>
          )}
        </div>
      )}
      {publish.error !== undefined && <Alert tone="error">{errorMessage(publish.error)}</Alert>}
      {reset.error !== undefined && <Alert tone="error">{errorMessage(reset.error)}</Alert>}
      {resource.error && !page ? (
        <LoadError error={resource.error} onRetry={resource.reload} />
      ) : !page ? (
        <Loading />
      ) : page.texts.length === 0 ? (
        <p>{texts.noResults}</p>
      ) : (
        <section aria-labelledby="site-texts-results" className="space-y-3">
          <h2 id="site-texts-results" className="text-xl font-semibold text-petrol-900">
            {formatPlural(deskLocale, texts.results, page.total)}
          </h2>
          {page.total > page.texts.length && (
            <p className="text-steel-700">
              {formatMessage(texts.showingFirst, { shown: page.texts.length })}
            </p>
          )}
          <ul className="space-y-3">
            {page.texts.map((text) => {
              const id = keyId(text);
              const isEditing = editing === id;
              return (
                <SiteTextCard key={id} id={id} text={text} locale={locale}>
                  {isEditing ? (
                    <SiteTextEditor
                      locale={locale}
                      text={text}
                      onCancel={() => setEditing(undefined)}
                      onSaved={() => {
                        setEditing(undefined);
                        announce(texts.saved);
                        resource.reload();
                      }}
                    />
                  ) : (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={buttonSecondary}
                        aria-label={formatMessage(texts.editLabel, { key: text.key })}
                        onClick={() => setEditing(id)}
                      >
                        {texts.edit}
                      </button>
                      {text.draft !== null && (
                        <button
                          type="button"
                          className={buttonSecondary}
                          aria-label={formatMessage(texts.resetLabel, { key: text.key })}
                          aria-disabled={reset.isPending}
                          onClick={() => void doReset(text)}
                        >
                          {texts.reset}
                        </button>
                      )}
                    </div>
                  )}
                </SiteTextCard>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
