import type { AnswerTemplate } from '@sitedesk/shared/conversation-api';
import type { Locale } from '@sitedesk/shared/locales';
import { languageEndonym } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { EditInPlaceList } from '../../../ui/edit-in-place-list';
import { cardClass } from '../../../ui/styles';
import { deleteTemplate } from '../api/delete-template';
import { updateTemplate } from '../api/update-template';
import { TemplateForm } from './template-form';

type Props = { locale: Locale; templates: AnswerTemplate[]; onChanged: (notice: string) => void };

/** One language's templates, each editable in place and deletable after a confirmation. */
export function TemplateList({ locale, templates, onChanged }: Props) {
  const { t, locale: deskLocale } = useDeskI18n();
  const texts = t.conversation.templates;
  const headingId = `templates-${locale}`;

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="mb-4 text-2xl text-petrol-900">
        {languageEndonym(locale)}
      </h2>
      <EditInPlaceList
        items={templates}
        texts={texts}
        nameOf={(template) => template.title}
        placeholder="title"
        remove={deleteTemplate}
        onChanged={onChanged}
        form={(template, handlers) => (
          <TemplateForm
            initial={template}
            defaultLocale={locale}
            save={(input) => updateTemplate(template.id, input)}
            {...handlers}
          />
        )}
        summary={(template) => (
          <>
            <h3 className="font-semibold">{template.title}</h3>
            <p className="text-sm text-steel-700">{texts.purposes[template.purpose]}</p>
            <p className="text-sm text-steel-700">
              {formatMessage(texts.updated, { time: formatDateTime(template.updatedAt, deskLocale) })}
            </p>
            <p className="mt-2 line-clamp-4 whitespace-pre-wrap break-words">{template.body}</p>
          </>
        )}
      />
    </section>
  );
}
