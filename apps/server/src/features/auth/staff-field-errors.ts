import { type DeskLocale, deskLocaleOf, type Locale } from '@sitedesk/shared/locales';
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
export const staffFieldErrorMessages: Record<DeskLocale, Record<StaffFieldErrorCode, string>> = {
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
  fr: {
    password_too_short: 'Le mot de passe doit comporter au moins 12 caractères.',
    password_too_long: 'Le mot de passe peut comporter au maximum 128 caractères.',
    password_too_common: 'Ce mot de passe fait partie des plus courants. Veuillez en choisir un autre.',
    email_taken: 'Un membre de l’équipe utilise déjà cette adresse e-mail.',
    invalid_token: 'Ce lien n’est pas valide ou a expiré.',
    setup_closed: 'Le desk est déjà configuré. Veuillez vous connecter.',
    last_owner: 'Le desk doit avoir au moins un propriétaire.',
    cannot_remove_self: 'Vous ne pouvez pas vous retirer vous-même.',
  },
  ar: {
    password_too_short: 'يجب أن تتكون كلمة المرور من 12 حرفًا على الأقل.',
    password_too_long: 'يجب ألا تتجاوز كلمة المرور 128 حرفًا.',
    password_too_common: 'كلمة المرور هذه من أكثر الكلمات شيوعًا. يُرجى اختيار كلمة أخرى.',
    email_taken: 'يوجد بالفعل عضو في الفريق بعنوان البريد الإلكتروني هذا.',
    invalid_token: 'هذا الرابط غير صالح أو انتهت صلاحيته.',
    setup_closed: 'تم إعداد المكتب بالفعل. يُرجى تسجيل الدخول.',
    last_owner: 'يحتاج المكتب إلى مالك واحد على الأقل.',
    cannot_remove_self: 'لا يمكنك إزالة نفسك.',
  },

  cs: {
    password_too_short: 'Heslo musí mít alespoň 12 znaků.',
    password_too_long: 'Heslo může mít nejvýše 128 znaků.',
    password_too_common: 'Toto heslo patří mezi nejčastěji používaná. Zvolte prosím jiné.',
    email_taken: 'Pracovník s touto e-mailovou adresou už existuje.',
    invalid_token: 'Tento odkaz je neplatný nebo vypršel.',
    setup_closed: 'Sitedesk je už nastavený. Přihlaste se prosím.',
    last_owner: 'Sitedesk musí mít alespoň jednoho vlastníka.',
    cannot_remove_self: 'Sami sebe odebrat nemůžete.',
  },
  es: {
    password_too_short: 'La contraseña debe tener al menos 12 caracteres.',
    password_too_long: 'La contraseña puede tener como máximo 128 caracteres.',
    password_too_common: 'Esta contraseña es una de las más comunes. Elige otra.',
    email_taken: 'Ya hay un miembro del equipo con esta dirección de correo electrónico.',
    invalid_token: 'Este enlace no es válido o ha caducado.',
    setup_closed: 'El Desk ya está configurado. Inicia sesión.',
    last_owner: 'El Desk necesita al menos un propietario.',
    cannot_remove_self: 'No puedes quitar tu propia cuenta.',
  },
  it: {
    password_too_short: 'La password deve avere almeno 12 caratteri.',
    password_too_long: 'La password può avere al massimo 128 caratteri.',
    password_too_common: 'Questa password è tra le più diffuse. Scegline un’altra.',
    email_taken: 'Esiste già un membro del team con questo indirizzo e-mail.',
    invalid_token: 'Questo link non è valido o è scaduto.',
    setup_closed: 'Il Desk è già configurato. Accedi.',
    last_owner: 'Il Desk deve avere almeno un proprietario.',
    cannot_remove_self: 'Non puoi rimuovere il tuo stesso account.',
  },
  pl: {
    password_too_short: 'Hasło musi mieć co najmniej 12 znaków.',
    password_too_long: 'Hasło może mieć maksymalnie 128 znaków.',
    password_too_common: 'To hasło należy do najczęściej używanych. Wybierz inne.',
    email_taken: 'Istnieje już konto pracownika z tym adresem e-mail.',
    invalid_token: 'Ten link jest nieprawidłowy lub wygasł.',
    setup_closed: 'Sitedesk jest już skonfigurowany. Zaloguj się.',
    last_owner: 'Sitedesk musi mieć co najmniej jednego właściciela.',
    cannot_remove_self: 'Nie można usunąć własnego konta.',
  },
};

export function staffFieldError(field: string, code: StaffFieldErrorCode, locale: Locale): AppError {
  return new AppError('validation_failed', {
    fields: { [field]: { code, message: staffFieldErrorMessages[deskLocaleOf(locale)][code] } },
    locale,
  });
}
