import type { DeskLocale } from '@sitedesk/shared/locales';
import { oneLine } from './inquiry-formatting';
import { formatExpiry } from './link-expiry';
import type { MailContent } from './mail-content';
import { companySignOff } from './sign-off';

/** What the outbox stores for a password reset; the link carries a one-time token. */
export type PasswordResetMailProps = {
  /** The staff member's language. */
  locale: DeskLocale;
  name: string;
  /** `${publicOrigin}/desk/reset-password?token=…` */
  url: string;
  /** ISO timestamp after which the link no longer works. */
  expiresAt: string;
  companyName: string;
  siteUrl: string;
};

type PasswordResetCopy = {
  subject: (companyName: string) => string;
  preview: string;
  heading: string;
  greeting: (name: string) => string;
  asked: string;
  action: string;
  aboutHeading: string;
  expiry: (when: string) => string;
  notYou: string;
};

const copy: Record<DeskLocale, PasswordResetCopy> = {
  en: {
    subject: (companyName) => `Reset your password for the ${companyName} desk`,
    preview: 'Choose a new password with the link in this e-mail.',
    heading: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    asked: 'someone asked to reset the password of your desk account. If it was you, choose a new one here:',
    action: 'Choose a new password',
    aboutHeading: 'About this link',
    expiry: (when) =>
      `The link works once and until ${when}. Signing in with the new password signs you out everywhere else.`,
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  de: {
    subject: (companyName) => `Passwort für den Desk von ${companyName} zurücksetzen`,
    preview: 'Wählen Sie mit dem Link in dieser E-Mail ein neues Passwort.',
    heading: 'Passwort zurücksetzen',
    greeting: (name) => `Guten Tag ${name},`,
    asked:
      'jemand hat verlangt, das Passwort Ihres Desk-Kontos zurückzusetzen. Wenn Sie das waren, wählen Sie hier ein neues:',
    action: 'Neues Passwort wählen',
    aboutHeading: 'Zu diesem Link',
    expiry: (when) =>
      `Der Link funktioniert einmal und bis ${when}. Mit dem neuen Passwort werden Sie überall sonst abgemeldet.`,
    notYou:
      'Falls Sie das nicht verlangt haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  fr: {
    subject: (companyName) => `Réinitialisez votre mot de passe pour le desk de ${companyName}`,
    preview: 'Choisissez un nouveau mot de passe grâce au lien de cet e-mail.',
    heading: 'Réinitialiser votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    asked:
      'quelqu’un a demandé la réinitialisation du mot de passe de votre compte desk. Si c’était vous, choisissez-en un nouveau ici :',
    action: 'Choisir un nouveau mot de passe',
    aboutHeading: 'À propos de ce lien',
    expiry: (when) =>
      `Le lien fonctionne une seule fois et jusqu’au ${when}. La connexion avec le nouveau mot de passe vous déconnecte partout ailleurs.`,
    notYou: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  ar: {
    subject: (companyName) => `إعادة تعيين كلمة المرور لمكتب ${companyName}`,
    preview: 'اختر كلمة مرور جديدة من خلال الرابط الوارد في هذه الرسالة.',
    heading: 'إعادة تعيين كلمة المرور',
    greeting: (name) => `مرحبًا ${name}،`,
    asked: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في المكتب. إذا كنت أنت، فاختر كلمة مرور جديدة من هنا:',
    action: 'اختيار كلمة مرور جديدة',
    aboutHeading: 'حول هذا الرابط',
    expiry: (when) =>
      `يعمل الرابط مرة واحدة فقط وحتى ${when}. عند تسجيل الدخول بكلمة المرور الجديدة، يُسجَّل خروجك من كل مكان آخر.`,
    notYou: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  },

  cs: {
    subject: (companyName) => `Obnovení hesla do Sitedesku společnosti ${companyName}`,
    preview: 'Nové heslo si zvolíte pomocí odkazu v tomto e-mailu.',
    heading: 'Obnovení hesla',
    // A name in the nominative after "Dobrý den" reads wrong in Czech; the vocative cannot be derived.
    greeting: () => 'Dobrý den,',
    asked:
      'někdo požádal o obnovení hesla k vašemu účtu v Sitedesku. Pokud jste to byli vy, zvolte si nové heslo zde:',
    action: 'Zvolit nové heslo',
    aboutHeading: 'O tomto odkazu',
    expiry: (when) =>
      `Odkaz lze použít jednou, nejpozději ${when}. Přihlášením s novým heslem budete odhlášeni na všech ostatních zařízeních.`,
    notYou: 'Pokud jste o nic nežádali, tento e-mail ignorujte: vaše heslo zůstane beze změny.',
  },
  es: {
    subject: (companyName) => `Restablece tu contraseña del Desk de ${companyName}`,
    preview: 'Elige una nueva contraseña con el enlace de este correo.',
    heading: 'Restablece tu contraseña',
    greeting: (name) => `Hola, ${name}:`,
    asked:
      'Alguien ha pedido restablecer la contraseña de tu cuenta del Desk. Si has sido tú, elige una nueva aquí:',
    action: 'Elegir una nueva contraseña',
    aboutHeading: 'Sobre este enlace',
    expiry: (when) =>
      `El enlace funciona una sola vez y hasta el ${when}. Al iniciar sesión con la nueva contraseña, se cerrarán tus sesiones en todos los demás dispositivos.`,
    notYou: 'Si no lo has pedido tú, ignora este correo: tu contraseña seguirá siendo la misma.',
  },
  it: {
    subject: (companyName) => `Reimposta la password del Desk di ${companyName}`,
    preview: 'Scegli una nuova password con il link contenuto in questa e-mail.',
    heading: 'Reimposta la password',
    greeting: (name) => `Ciao ${name},`,
    asked:
      'qualcuno ha chiesto di reimpostare la password del tuo account del Desk. Se la richiesta è partita da te, scegline una nuova qui:',
    action: 'Scegli una nuova password',
    aboutHeading: 'Informazioni su questo link',
    expiry: (when) =>
      `Il link funziona una sola volta e fino al ${when}. Quando accedi con la nuova password, le sessioni aperte su tutti gli altri dispositivi vengono chiuse.`,
    notYou: 'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
  },
  pl: {
    subject: (companyName) => `Resetowanie hasła do Sitedesku firmy ${companyName}`,
    preview: 'Nowe hasło można ustawić za pomocą linku w tej wiadomości.',
    heading: 'Resetowanie hasła',
    // Polish greets by name in the vocative, which cannot be derived from a name; the greeting goes without.
    greeting: () => 'Dzień dobry,',
    asked:
      'Wpłynęła prośba o zresetowanie hasła do Twojego konta w Sitedesku. Jeśli to Twoja prośba, ustaw nowe hasło tutaj:',
    action: 'Ustaw nowe hasło',
    aboutHeading: 'O tym linku',
    expiry: (when) =>
      `Link działa jednorazowo i jest ważny do ${when}. Zalogowanie się nowym hasłem wyloguje Cię na wszystkich innych urządzeniach.`,
    notYou: 'Jeśli to nie Twoja prośba, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
  },
};

/** The e-mail with a staff member's password-reset link, in their language. */
export function passwordResetContent(props: PasswordResetMailProps): MailContent {
  const text = copy[props.locale];
  const companyName = oneLine(props.companyName);
  return {
    locale: props.locale,
    subject: text.subject(companyName),
    preview: text.preview,
    heading: text.heading,
    intro: [text.greeting(oneLine(props.name)), text.asked],
    facts: [],
    action: { label: text.action, href: props.url },
    sections: [
      {
        heading: text.aboutHeading,
        paragraphs: [text.expiry(formatExpiry(props.expiresAt, props.locale)), text.notYou],
      },
    ],
    ...companySignOff(companyName, props.siteUrl),
  };
}
