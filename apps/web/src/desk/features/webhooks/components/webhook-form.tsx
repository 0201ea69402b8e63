import type { DeskLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import {
  chatEventTypes,
  isChatKind,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
  type WebhookEventType,
  type WebhookKind,
  webhookEndpointRequestSchema,
  webhookEventTypes,
  webhookKinds,
  webhookUrlMaxLength,
} from '@sitedesk/shared/webhooks-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { ChecklistGroup } from '../../../ui/checklist-group';
import { ErrorSummary } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { FieldFrame } from '../../../ui/field-frame';
import { FieldGroup } from '../../../ui/field-group';
import { FormActions } from '../../../ui/form-actions';
import { inputClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { ChatFields } from './chat-fields';
import { useEventName } from './event-name';

type FormField = 'kind' | 'url' | 'events' | 'teamId' | 'description';

type Props<R> = {
  initial?: WebhookEndpoint;
  save: (request: WebhookEndpointRequest) => Promise<R>;
  onSaved: (result: R) => void;
  onCancel?: () => void;
};

/**
 * An endpoint's kind (on creation: signed webhook, Slack or Teams, decision 230), address, events,
 * personal-data or excerpt choice, a chat's team and language, and description. Checked with the server's own schema
 * first; what only the server can judge (plain http without WEBHOOK_ALLOW_PRIVATE_TARGETS) comes back as
 * its field errors, shown beside the same fields.
 */
export function WebhookForm<R>({ initial, save, onSaved, onCancel }: Props<R>) {
  const { t, locale } = useDeskI18n();
  const texts = t.webhooks;
  const id = useId();
  const errorMessage = useErrorMessage();
  const eventName = useEventName();
  const [kind, setKind] = useState<WebhookKind>(initial?.kind ?? 'standard');
  const isChat = isChatKind(kind);
  // A chat URL is never shown again: editing starts empty, and empty keeps the stored one.
  const [url, setUrl] = useState(initial && isChatKind(initial.kind) ? '' : (initial?.url ?? ''));
  const [teamId, setTeamId] = useState<string | null>(initial?.teamId ?? null);
  const [chatLocale, setChatLocale] = useState<DeskLocale>(initial?.locale ?? locale);
  const offeredEvents: readonly WebhookEventType[] = isChat ? chatEventTypes : webhookEventTypes;
  const [events, setEvents] = useState<WebhookEventType[]>(initial?.events ?? []);
  const [includesPersonalData, setIncludesPersonalData] = useState(initial?.includesPersonalData ?? false);
  const [description, setDescription] = useState(initial?.description ?? '');
  const [problems, setProblems] = useState<Partial<Record<FormField, string>>>({});
  const action = useAction(save);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const keepsUrl = initial !== undefined && isChat && url.trim() === '';
    const parsed = webhookEndpointRequestSchema.safeParse({
      kind,
      ...(keepsUrl ? {} : { url }),
      events,
      ...(isChat ? { teamId, locale: chatLocale } : {}),
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
      setIncludesPersonalData(isChat);
      setTeamId(null);
      setDescription('');
    } else if (isChat) {
      setUrl('');
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
    kind: texts.chat.destination,
    url: texts.url,
    events: texts.events,
    teamId: texts.chat.team,
    description: texts.description,
  };
  const fieldIds: Record<FormField, string> = {
    kind: `${id}-kind`,
    url: `${id}-url`,
    events: `${id}-events`,
    teamId: `${id}-team`,
    description: `${id}-description`,
  };
  const chooseKind = (next: WebhookKind) => {
    setKind(next);
    const allowed: readonly WebhookEventType[] = isChatKind(next) ? chatEventTypes : webhookEventTypes;
    setEvents(events.filter((type) => allowed.includes(type)));
    // A channel is there to show the inquiry: the excerpt is on until the admin turns it off.
    setIncludesPersonalData(isChatKind(next));
  };
  const urlHint = !isChat
    ? texts.urlHint
    : [
        kind === 'slack' ? texts.chat.slackUrlHint : texts.chat.teamsUrlHint,
        initial ? formatMessage(texts.chat.chatUrlKeep, { url: initial.url }) : '',
      ]
        .join(' ')
        .trim();
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
      {!initial && (
        <FieldGroup id={fieldIds.kind} legend={texts.chat.destination} describedBy={undefined}>
          <ul className="space-y-1">
            {webhookKinds.map((option) => (
              <li key={option}>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    className="size-5"
                    checked={kind === option}
                    onChange={() => chooseKind(option)}
                  />
                  {texts.chat.kinds[option]}
                </label>
              </li>
            ))}
          </ul>
        </FieldGroup>
      )}
      <Field
        id={fieldIds.url}
        type="url"
        label={texts.url}
        hint={urlHint}
        error={problemOf('url')}
        value={url}
        maxLength={webhookUrlMaxLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setUrl(event.target.value)}
      />
      <ChecklistGroup
        id={fieldIds.events}
        legend={texts.events}
        hint={texts.eventsHint}
        error={eventsError}
        options={offeredEvents}
        checked={events}
        onChange={setEvents}
        nameOf={eventName}
      />
      {isChat && (
        <ChatFields
          id={id}
          teamId={teamId}
          onTeamChange={setTeamId}
          chatLocale={chatLocale}
          onLocaleChange={setChatLocale}
          teamError={problemOf('teamId')}
        />
      )}
      <div>
        <label className="flex min-h-11 items-center gap-2 font-semibold text-steel-800">
          <input
            type="checkbox"
            className="size-5"
            checked={includesPersonalData}
            aria-describedby={`${id}-personal-hint`}
            onChange={(event) => setIncludesPersonalData(event.target.checked)}
          />
          {isChat ? texts.chat.excerpt : texts.personalData}
        </label>
        <p id={`${id}-personal-hint`} className="ms-7 text-sm text-steel-700">
          {isChat ? texts.chat.excerptHint : texts.personalDataHint}
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
  return key === 'kind' || key === 'url' || key === 'events' || key === 'teamId' || key === 'description'
    ? key
    : undefined;
}
