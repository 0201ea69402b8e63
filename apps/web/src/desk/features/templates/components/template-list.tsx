import type { AnswerTemplate } from '@sitedesk/shared/conversation-api';
import type { Locale } from '@sitedesk/shared/locales';
import { languageEndonym } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { EditableItem, EditDeleteButtons } from '../../../ui/editable-item';
import { cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { deleteTemplate } from '../api/delete-template';
import { updateTemplate } from '../api/update-template';
import { TemplateForm } from './template-form';

type Props = { locale: Locale; templates: AnswerTemplate[]; onChanged: (notice: string) => void };

/** One language's templates, each editable in place and deletable after a confirmation. */
export function TemplateList({ locale, templates, onChanged }: Props) {
  const { t, locale: deskLocale } = useDeskI18n();
  const texts = t.conversation.templates;
  const errorMessage = useErrorMessage();
  const [editingId, setEditingId] = useState<string>();
  const remove = useAction(deleteTemplate);
  const headingId = `templates-${locale}`;

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="mb-4 text-2xl text-petrol-900">
        {languageEndonym(locale)}
      </h2>
      {remove.error !== undefined && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
      {templates.length === 0 ? (
        <p className="text-steel-700">{texts.empty}</p>
      ) : (
        <ul className="space-y-4">
          {templates.map((template) => (
            <EditableItem
              key={template.id}
              isEditing={editingId === template.id}
              editTitle={formatMessage(texts.editTitle, { title: template.title })}
              form={
                <TemplateForm
                  initial={template}
                  defaultLocale={locale}
                  save={(input) => updateTemplate(template.id, input)}
                  onSaved={() => {
                    setEditingId(undefined);
                    onChanged(texts.saved);
                  }}
                  onCancel={() => setEditingId(undefined)}
                />
              }
            >
              <h3 className="font-semibold">{template.title}</h3>
              <p className="text-sm text-steel-700">
                {formatMessage(texts.updated, { time: formatDateTime(template.updatedAt, deskLocale) })}
              </p>
              <p className="mt-2 line-clamp-4 whitespace-pre-wrap break-words">{template.body}</p>
              <EditDeleteButtons
                name={template.title}
                editLabel={texts.edit}
                deleteLabel={texts.delete}
                deleteConfirm={formatMessage(texts.deleteConfirm, { title: template.title })}
                onEdit={() => setEditingId(template.id)}
                onDelete={async () => {
                  if ((await remove.run(template.id)).ok) {
                    onChanged(formatMessage(texts.deleted, { title: template.title }));
                  }
                }}
              />
            </EditableItem>
          ))}
        </ul>
      )}
    </section>
  );
}
