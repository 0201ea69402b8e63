import type { Locale } from '@sitedesk/shared/locales';
import { AppError } from '../../http/app-error';
import type { PasswordProblem } from './password-policy';

export type StaffFieldErrorCode =
  | PasswordProblem
  | 'email_taken'
  | 'invalid_token'
  | 'setup_closed'
  | 'last_owner'
  | 'cannot_remove_self';

/** Field-level reasons of the staff-account endpoints; the desk UI translates the codes itself. */
export const staffFieldErrorMessages: Record<Locale, Record<StaffFieldErrorCode, string>> = {
  en: {
    password_too_short: 'The password needs at least 12 characters.',
    password_too_long: 'The password may have at most 128 characters.',
    password_too_common: 'This password is one of the most common ones. Please choose another.',
    email_taken: 'A staff member with this e-mail address already exists.',
    invalid_token: 'This link is invalid or has expired.',
    setup_closed: 'The desk is already set up. Please sign in.',
    last_owner: 'The desk needs at least one owner.',
    cannot_remove_self: 'You cannot remove yourself.',
  },
  de: {
    password_too_short: 'Das Passwort braucht mindestens 12 Zeichen.',
    password_too_long: 'Das Passwort darf höchstens 128 Zeichen haben.',
    password_too_common: 'Dieses Passwort gehört zu den häufigsten. Bitte wählen Sie ein anderes.',
    email_taken: 'Es gibt bereits ein Teammitglied mit dieser E-Mail-Adresse.',
    invalid_token: 'Dieser Link ist ungültig oder abgelaufen.',
    setup_closed: 'Der Desk ist bereits eingerichtet. Bitte melden Sie sich an.',
    last_owner: 'Der Desk braucht mindestens einen Inhaber.',
    cannot_remove_self: 'Sie können sich nicht selbst entfernen.',
  },
};

export function staffFieldError(field: string, code: StaffFieldErrorCode, locale: Locale): AppError {
  return new AppError('validation_failed', {
    fields: { [field]: { code, message: staffFieldErrorMessages[locale][code] } },
    locale,
  });
}
