import { locales } from '@sitedesk/shared/locales';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAnswerTemplates } from '../../../templates/get-templates';
import { Loaded } from '../../../ui/loaded';
import { PageHeadWithNotice } from '../../../ui/page-head-with-notice';
import { cardClass } from '../../../ui/styles';
import { createTemplate } from '../api/create-template';
import { TemplateForm } from './template-form';
import { TemplateList } from './template-list';

/** Answer templates per language (settings:manage): the composer offers them to everyone who answers. */
export function TemplatesPage() {
  const { t, locale } = useDeskI18n();
  const texts = t.conversation.templates;
  const templates = useAnswerTemplates();
  const [notice, setNotice] = useState('');

  const changed = (text: string) => {
    setNotice(text);
    templates.reload();
  };

  return (
    <div className="space-y-6">
      <PageHeadWithNotice title={texts.title} intro={texts.intro} notice={notice} />
      <section aria-labelledby="template-new" className={cardClass}>
        <h2 id="template-new" className="mb-4 text-2xl text-petrol-900">
          {texts.add}
        </h2>
        <TemplateForm defaultLocale={locale} save={createTemplate} onSaved={() => changed(texts.saved)} />
      </section>
      <Loaded resource={templates}>
        {(data) =>
          locales.map((code) => (
            <TemplateList
              key={code}
              locale={code}
              templates={(data?.items ?? []).filter((template) => template.locale === code)}
              onChanged={changed}
            />
          ))
        }
      </Loaded>
    </div>
  );
}
