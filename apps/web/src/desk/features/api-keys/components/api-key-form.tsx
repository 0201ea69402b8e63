import {
  type ApiKeyCreated,
  type ApiKeyScope,
  apiKeyCreateRequestSchema,
  apiKeyNameMaxLength,
  apiKeyScopes,
  canGrantApiKeyScopes,
} from '@sitedesk/shared/api-keys-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { ChecklistGroup } from '../../../ui/checklist-group';
import { ErrorSummary } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { FormActions } from '../../../ui/form-actions';
import { useErrorMessage } from '../../../ui/use-error-message';
import { createApiKey } from '../api/create-api-key';
import { useScopeName } from './scope-name';

type FormField = 'name' | 'scopes' | 'expiresAt';

/**
 * A new key's name, scopes and optional last day. Checked with the server's own schema first; what only
 * the server judges (a day already past) comes back as its field errors, beside the same fields.
 */
export function ApiKeyForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const { t } = useDeskI18n();
  const texts = t.apiKeys;
  const id = useId();
  const errorMessage = useErrorMessage();
  const scopeName = useScopeName();
  const { me } = useSession();
  // The people scopes are an owner's to give (decision 237): an admin is not offered what the server refuses.
  const grantable = apiKeyScopes.filter((scope) => canGrantApiKeyScopes(me.role, [scope]));
  const isLimited = grantable.length < apiKeyScopes.length;
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [lastDay, setLastDay] = useState('');
  const [problems, setProblems] = useState<Partial<Record<FormField, string>>>({});
  const action = useAction(createApiKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyCreateRequestSchema.safeParse({
      name,
      scopes,
      // The end of the chosen day where the member is: the key works through that whole day.
      expiresAt: lastDay === '' ? null : endOfDay(lastDay),
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
    setName('');
    setScopes([]);
    setLastDay('');
    onCreated(result.value);
  };

  const serverFields = action.error instanceof DeskApiError ? action.error.fields : {};
  const serverProblems: Partial<Record<FormField, string>> = {};
  for (const [key, detail] of Object.entries(serverFields)) {
    const field = fieldOf(key.split('.')[0] ?? '');
    if (field && !serverProblems[field]) serverProblems[field] = detail.message;
  }
  const problemOf = (field: FormField) => problems[field] ?? serverProblems[field];
  const labels: Record<FormField, string> = {
    name: texts.name,
    scopes: texts.scopes,
    expiresAt: texts.expires,
  };
  const fieldIds: Record<FormField, string> = {
    name: `${id}-name`,
    scopes: `${id}-scopes`,
    expiresAt: `${id}-expires`,
  };
  const summary = (Object.keys(labels) as FormField[])
    .filter((field) => problemOf(field) !== undefined)
    .map((field) => ({ fieldId: fieldIds[field], label: labels[field], message: problemOf(field) ?? '' }));
  const scopesError = problemOf('scopes');

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ErrorSummary title={t.errors.fieldsNeedAttention} items={summary} />
      {action.error !== undefined && Object.keys(serverFields).length === 0 && (
        <Alert tone="error">{errorMessage(action.error)}</Alert>
      )}
      <Field
        id={fieldIds.name}
        label={texts.name}
        hint={texts.nameHint}
        error={problemOf('name')}
        value={name}
        maxLength={apiKeyNameMaxLength}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <ChecklistGroup
        id={fieldIds.scopes}
        legend={texts.scopes}
        hint={isLimited ? `${texts.scopesHint} ${texts.ownerOnlyScopes}` : texts.scopesHint}
        error={scopesError}
        options={grantable}
        checked={scopes}
        onChange={setScopes}
        nameOf={scopeName}
      />
      <Field
        id={fieldIds.expiresAt}
        type="date"
        label={texts.expires}
        hint={texts.expiresHint}
        error={problemOf('expiresAt')}
        value={lastDay}
        min={today()}
        onChange={(event) => setLastDay(event.target.value)}
      />
      <FormActions submitLabel={texts.create} action={action} />
    </form>
  );
}

function fieldOf(key: string): FormField | undefined {
  return key === 'name' || key === 'scopes' || key === 'expiresAt' ? key : undefined;
}

/** `YYYY-MM-DD` → the last millisecond of that day in the browser's time zone, as an ISO instant. */
function endOfDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
