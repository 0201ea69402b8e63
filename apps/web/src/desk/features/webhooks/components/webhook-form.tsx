import {
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEventType,
  webhookEndpointRequestSchema,
  webhookEventTypes,
  webhookUrlMaxLength,
} from '@sitedesk/shared/webhooks-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { ErrorSummary } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { FieldError } from '../../../ui/field-error';
import { FieldFrame } from '../../../ui/field-frame';
import { FieldGroup } from '../../../ui/field-group';
import { FormActions } from '../../../ui/form-actions';
import { inputClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useEventName } from './event-name';

type FormField = 'url' | 'events' | 'description';

type Props<R> = {
  initial?: WebhookEndpoint;
  save: (request: WebhookEndpointRequest) => Promise<R>;
  onSaved: (result: R) => void;
  onCancel?: () => void;
};

/**
 * An endpoint's address, events, personal-data choice and description. Checked with the server's own schema
 * first; what only the server can judge (plain http without WEBHOOK_ALLOW_PRIVATE_TARGETS) comes back as
 * its field errors, shown beside the same fields.
 */
export function WebhookForm<R>({ initial, save, onSaved, onCancel }: Props<R>) {
  const { t } = useDeskI18n();
  const texts = t.webhooks;
  const id = useId();
  const errorMessage = useErrorMessage();
  const eventName = useEventName();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(initial?.events ?? []);
  const [includesPersonalData, setIncludesPersonalData] = useState(initial?.includesPersonalData ?? false);
  const [description, setDescription] = useState(initial?.description ?? '');
  const [problems, setProblems] = useState<Partial<Record<FormField, string>>>({});
  const action = useAction(save);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookEndpointRequestSchema.safeParse({
      url,
      events,
      description: description.trim() === '' ? null : description,
      includesPersonalData,
      // Editing keeps the endpoint as it is; switching it on and off has its own button.
      isEnabled: initial?.isEnabled ?? true,
    });
    if (!parsed.success) {
      const found: Partial<Record<FormField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(String(issue.path[0]));
        if (field && !found[field])
          found[field] = t.fieldErrors[issue.message] ?? t.errors.fieldsNeedAttention;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    const result = await action.run(parsed.data);
    if (!result.ok) return;
    if (!initial) {
      setUrl('');
      setEvents([]);
      setIncludesPersonalData(false);
      setDescription('');
    }
    onSaved(result.value);
  };

  // The server's field errors (`events.0` belongs to the events), beside the fields they are about.
  const serverFields = action.error instanceof DeskApiError ? action.error.fields : {};
  const serverProblems: Partial<Record<FormField, string>> = {};
  for (const [key, detail] of Object.entries(serverFields)) {
    const field = fieldOf(key.split('.')[0] ?? '');
    if (field && !serverProblems[field]) serverProblems[field] = detail.message;
  }
  const problemOf = (field: FormField) => problems[field] ?? serverProblems[field];
  const labels: Record<FormField, string> = {
    url: texts.url,
    events: texts.events,
    description: texts.description,
  };
  const fieldIds: Record<FormField, string> = {
    url: `${id}-url`,
    events: `${id}-events`,
    description: `${id}-description`,
  };
  const summary = (Object.keys(labels) as FormField[])
    .filter((field) => problemOf(field) !== undefined)
    .map((field) => ({ fieldId: fieldIds[field], label: labels[field], message: problemOf(field) ?? '' }));
  const eventsError = problemOf('events');

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ErrorSummary title={t.errors.fieldsNeedAttention} items={summary} />
      {action.error !== undefined && Object.keys(serverFields).length === 0 && (
        <Alert tone="error">{errorMessage(action.error)}</Alert>
      )}
      <Field
        id={fieldIds.url}
        type="url"
        label={texts.url}
        hint={texts.urlHint}
        error={problemOf('url')}
        value={url}
        maxLength={webhookUrlMaxLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setUrl(event.target.value)}
      />
      <FieldGroup
        id={fieldIds.events}
        legend={texts.events}
        describedBy={[`${id}-events-hint`, eventsError ? `${id}-events-error` : ''].join(' ').trim()}
      >
        <p id={`${id}-events-hint`} className="mb-2 text-sm text-steel-700">
          {texts.eventsHint}
        </p>
        <ul className="space-y-1">
          {webhookEventTypes.map((type) => (
            <li key={type}>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={events.includes(type)}
                  onChange={(event) =>
                    setEvents(
                      event.target.checked
                        ? webhookEventTypes.filter((known) => known === type || events.includes(known))
                        : events.filter((known) => known !== type),
                    )
                  }
                />
                <span>
                  {eventName(type)}{' '}
                  <code dir="ltr" className="text-sm text-steel-700">
                    {type}
                  </code>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={eventsError ? `${id}-events-error` : undefined} message={eventsError} />
      </FieldGroup>
      <div>
        <label className="flex min-h-11 items-center gap-2 font-semibold text-steel-800">
          <input
            type="checkbox"
            className="size-5"
            checked={includesPersonalData}
            aria-describedby={`${id}-personal-hint`}
            onChange={(event) => setIncludesPersonalData(event.target.checked)}
          />
          {texts.personalData}
        </label>
        <p id={`${id}-personal-hint`} className="ms-7 text-sm text-steel-700">
          {texts.personalDataHint}
        </p>
      </div>
      <FieldFrame
        id={fieldIds.description}
        label={texts.description}
        hint={texts.descriptionHint}
        error={problemOf('description')}
        errorId={problemOf('description') ? `${fieldIds.description}-error` : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${inputClass} min-h-20`}
            maxLength={500}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FieldFrame>
      <FormActions submitLabel={initial ? t.save : texts.create} action={action} onCancel={onCancel} />
    </form>
  );
}

function fieldOf(key: string): FormField | undefined {
  return key === 'url' || key === 'events' || key === 'description' ? key : undefined;
}
