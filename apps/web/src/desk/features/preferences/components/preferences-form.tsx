import {
  conversationLimits,
  type StaffPreferences,
  staffPreferencesSchema,
} from '@sitedesk/shared/conversation-api';
import { type DeskLocale, deskLocales } from '@sitedesk/shared/locales';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { saveStaffPreferences } from '../../../preferences/staff-preferences';
import { Alert } from '../../../ui/alert';
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';

/**
 * The member's own signature, which e-mails they get (a visitor answered, an inquiry was assigned to them,
 * a first answer is nearly due or overdue: decision 174), and in which language the desk writes to them.
 */
export function PreferencesForm({ initial }: { initial: StaffPreferences }) {
  const { t, locale } = useDeskI18n();
  const texts = t.conversation.preferences;
  const id = useId();
  const errorMessage = useErrorMessage();
  const [signature, setSignature] = useState(initial.signature);
  const [notifyOnReply, setNotifyOnReply] = useState(initial.notifyOnReply);
  const [notifyOnAssigned, setNotifyOnAssigned] = useState(initial.notifyOnAssigned);
  const [notifyOnOverdue, setNotifyOnOverdue] = useState(initial.notifyOnOverdue);
  const [emailLocale, setEmailLocale] = useState<DeskLocale>(initial.emailLocale);
  const [isSaved, setIsSaved] = useState(false);
  const action = useAction(saveStaffPreferences);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    const parsed = staffPreferencesSchema.safeParse({
      signature,
      notifyOnReply,
      emailLocale,
      notifyOnAssigned,
      notifyOnOverdue,
    });
    if (!parsed.success) return;
    const result = await action.run(parsed.data);
    if (result.ok) {
      setSignature(result.value.signature);
      setIsSaved(true);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      <div>
        <label htmlFor={`${id}-signature`} className={labelClass}>
          {texts.signature}
        </label>
        <p id={`${id}-signature-hint`} className="mb-1 text-sm text-steel-600">
          {texts.signatureHint}
        </p>
        <textarea
          id={`${id}-signature`}
          className={`${inputClass} min-h-32`}
          maxLength={conversationLimits.signatureMaxLength}
          aria-describedby={`${id}-signature-hint`}
          value={signature}
          onChange={(event) => setSignature(event.target.value)}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>{texts.notifications}</legend>
        {[
          { text: texts.notifyOnReply, checked: notifyOnReply, set: setNotifyOnReply },
          { text: texts.notifyOnAssigned, checked: notifyOnAssigned, set: setNotifyOnAssigned },
          { text: texts.notifyOnOverdue, checked: notifyOnOverdue, set: setNotifyOnOverdue },
        ].map((choice) => (
          <label key={choice.text} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 shrink-0"
              checked={choice.checked}
              onChange={(event) => choice.set(event.target.checked)}
            />
            {choice.text}
          </label>
        ))}
      </fieldset>
      <SelectField
        id={`${id}-email-locale`}
        label={texts.emailLocale}
        value={emailLocale}
        onValueChange={(value) => {
          const chosen = deskLocales.find((candidate) => candidate === value);
          if (chosen) setEmailLocale(chosen);
        }}
      >
        {/* The staff mails are written in the desk's languages only; the API refuses any other. */}
        {deskLocales.map((candidate) => (
          <option key={candidate} value={candidate}>
            {languageName(candidate, locale)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonPrimary} aria-disabled={action.isPending}>
          {t.save}
        </button>
        <p role="status" aria-live="polite" className="font-semibold text-petrol-900">
          {isSaved ? texts.saved : ''}
        </p>
      </div>
    </form>
  );
}
