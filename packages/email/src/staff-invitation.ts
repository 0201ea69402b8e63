import type { DeskLocale } from '@sitedesk/shared/locales';
import type { StaffRole } from '@sitedesk/shared/permissions';
import { oneLine } from './inquiry-formatting';
import { formatExpiry } from './link-expiry';
import type { MailContent } from './mail-content';
import { companySignOff } from './sign-off';

/** What the outbox stores for an invitation to the desk; the link carries a one-time token. */
export type StaffInvitationMailProps = {
  /** The language the invitation is written in (the inviting staff member's). */
  locale: DeskLocale;
  /** Who invited, as the desk shows their name. */
  invitedBy: string;
  role: StaffRole;
  /** `${publicOrigin}/desk/accept-invitation?token=…` */
  url: string;
  /** ISO timestamp after which the link no longer works. */
  expiresAt: string;
  companyName: string;
  siteUrl: string;
};

type InvitationCopy = {
  subject: (companyName: string) => string;
  preview: (invitedBy: string) => string;
  heading: string;
  invited: (invitedBy: string, companyName: string) => string;
  roleLabel: string;
  roles: Record<StaffRole, string>;
  action: string;
  aboutHeading: string;
  expiry: (when: string) => string;
  notExpected: string;
};

const copy: Record<DeskLocale, InvitationCopy> = {
  en: {
    subject: (companyName) => `You are invited to the ${companyName} desk`,
    preview: (invitedBy) => `${invitedBy} invited you to work in the desk.`,
    heading: 'Join the desk',
    invited: (invitedBy, companyName) =>
      `${invitedBy} invited you to the desk of ${companyName}, where the team answers inquiries and keeps the website up to date. Choose your name and password to join:`,
    roleLabel: 'Your role',
    roles: { owner: 'Owner', admin: 'Administrator', editor: 'Editor', sales: 'Sales and support' },
    action: 'Accept the invitation',
    aboutHeading: 'About this link',
    expiry: (when) => `The link works once and until ${when}; after that, ask for a new invitation.`,
    notExpected: 'If you did not expect this invitation, ignore this e-mail; no account is created.',
  },
  de: {
    subject: (companyName) => `Einladung zum Desk von ${companyName}`,
    preview: (invitedBy) => `${invitedBy} hat Sie zum Desk eingeladen.`,
    heading: 'Willkommen im Desk',
    invited: (invitedBy, companyName) =>
      `${invitedBy} hat Sie zum Desk von ${companyName} eingeladen, in dem das Team Anfragen beantwortet und die Website pflegt. Wählen Sie Ihren Namen und ein Passwort, um beizutreten:`,
    roleLabel: 'Ihre Rolle',
    roles: { owner: 'Inhaber', admin: 'Administration', editor: 'Redaktion', sales: 'Vertrieb und Support' },
    action: 'Einladung annehmen',
    aboutHeading: 'Zu diesem Link',
    expiry: (when) =>
      `Der Link funktioniert einmal und bis ${when}; danach bitten Sie um eine neue Einladung.`,
    notExpected:
      'Falls Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail; es wird kein Konto angelegt.',
  },
  fr: {
    subject: (companyName) => `Vous êtes invité(e) au desk de ${companyName}`,
    preview: (invitedBy) => `${invitedBy} vous invite à travailler dans le desk.`,
    heading: 'Rejoindre le desk',
    invited: (invitedBy, companyName) =>
      `${invitedBy} vous invite au desk de ${companyName}, où l’équipe répond aux demandes et tient le site web à jour. Choisissez votre nom et votre mot de passe pour le rejoindre :`,
    roleLabel: 'Votre rôle',
    roles: {
      owner: 'Propriétaire',
      admin: 'Administrateur',
      editor: 'Rédaction',
      sales: 'Ventes et support',
    },
    action: 'Accepter l’invitation',
    aboutHeading: 'À propos de ce lien',
    expiry: (when) =>
      `Le lien fonctionne une seule fois et jusqu’au ${when} ; ensuite, demandez une nouvelle invitation.`,
    notExpected: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail ; aucun compte n’est créé.',
  },
  ar: {
    subject: (companyName) => `دعوة للانضمام إلى مكتب ${companyName}`,
    preview: (invitedBy) => `دعاك ${invitedBy} للعمل في المكتب.`,
    heading: 'انضم إلى المكتب',
    invited: (invitedBy, companyName) =>
      `دعاك ${invitedBy} إلى مكتب ${companyName}، حيث يرد الفريق على الاستفسارات ويحدّث الموقع الإلكتروني. اختر اسمك وكلمة مرورك للانضمام:`,
    roleLabel: 'دورك',
    roles: { owner: 'المالك', admin: 'المسؤول', editor: 'المحرر', sales: 'المبيعات والدعم' },
    action: 'قبول الدعوة',
    aboutHeading: 'حول هذا الرابط',
    expiry: (when) => `يعمل الرابط مرة واحدة فقط وحتى ${when}؛ بعد ذلك، اطلب دعوة جديدة.`,
    notExpected: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة؛ لن يُنشأ أي حساب.',
  },

  cs: {
    subject: (companyName) => `Pozvánka do Sitedesku společnosti ${companyName}`,
    preview: (invitedBy) => `${invitedBy} vás zve ke spolupráci v Sitedesku.`,
    heading: 'Připojte se k Sitedesku',
    invited: (invitedBy, companyName) =>
      `${invitedBy} vás zve do Sitedesku společnosti ${companyName}, kde tým odpovídá na poptávky a udržuje web aktuální. Zvolte si jméno a heslo a připojte se:`,
    roleLabel: 'Vaše role',
    roles: { owner: 'Vlastník', admin: 'Administrátor', editor: 'Redaktor', sales: 'Obchod a podpora' },
    action: 'Přijmout pozvánku',
    aboutHeading: 'O tomto odkazu',
    expiry: (when) => `Odkaz lze použít jednou, nejpozději ${when}; poté si vyžádejte novou pozvánku.`,
    notExpected: 'Pokud jste tuto pozvánku nečekali, tento e-mail ignorujte; žádný účet se nevytvoří.',
  },
  es: {
    subject: (companyName) => `Te han invitado al Desk de ${companyName}`,
    preview: (invitedBy) => `${invitedBy} te ha invitado a trabajar en el Desk.`,
    heading: 'Únete al Desk',
    invited: (invitedBy, companyName) =>
      `${invitedBy} te ha invitado al Desk de ${companyName}, donde el equipo responde a las consultas y mantiene la web al día. Elige tu nombre y tu contraseña para unirte:`,
    roleLabel: 'Tu rol',
    roles: { owner: 'Propietario', admin: 'Administrador', editor: 'Editor', sales: 'Ventas y soporte' },
    action: 'Aceptar la invitación',
    aboutHeading: 'Sobre este enlace',
    expiry: (when) =>
      `El enlace funciona una sola vez y hasta el ${when}; después, pide una nueva invitación.`,
    notExpected: 'Si no esperabas esta invitación, ignora este correo; no se creará ninguna cuenta.',
  },
  it: {
    subject: (companyName) => `Invito al Desk di ${companyName}`,
    preview: (invitedBy) => `${invitedBy} ti ha invitato a lavorare nel Desk.`,
    heading: 'Unisciti al Desk',
    invited: (invitedBy, companyName) =>
      `${invitedBy} ti ha invitato nel Desk di ${companyName}, dove il team risponde alle richieste e tiene aggiornato il sito. Scegli il tuo nome e la password per entrare:`,
    roleLabel: 'Il tuo ruolo',
    roles: {
      owner: 'Proprietario',
      admin: 'Amministratore',
      editor: 'Redazione',
      sales: 'Vendite e assistenza',
    },
    action: 'Accetta l’invito',
    aboutHeading: 'Informazioni su questo link',
    expiry: (when) => `Il link funziona una sola volta e fino al ${when}; dopo, chiedi un nuovo invito.`,
    notExpected: 'Se non ti aspettavi questo invito, ignora questa e-mail: non verrà creato nessun account.',
  },
  pl: {
    subject: (companyName) => `Zaproszenie do Sitedesku firmy ${companyName}`,
    preview: (invitedBy) => `${invitedBy} zaprasza Cię do pracy w Sitedesku.`,
    heading: 'Dołącz do Sitedesku',
    invited: (invitedBy, companyName) =>
      `${invitedBy} zaprasza Cię do Sitedesku firmy ${companyName}, w którym zespół odpowiada na zapytania i dba o aktualność witryny. Aby dołączyć, podaj swoje imię i nazwisko oraz ustaw hasło:`,
    roleLabel: 'Twoja rola',
    roles: {
      owner: 'Właściciel',
      admin: 'Administrator',
      editor: 'Redaktor',
      sales: 'Sprzedaż i obsługa klienta',
    },
    action: 'Przyjmij zaproszenie',
    aboutHeading: 'O tym linku',
    expiry: (when) =>
      `Link działa jednorazowo i jest ważny do ${when}; po tym terminie trzeba poprosić o nowe zaproszenie.`,
    notExpected:
      'Jeśli to zaproszenie jest dla Ciebie zaskoczeniem, zignoruj tę wiadomość; konto nie zostanie utworzone.',
  },
};

/** The invitation to join the desk with a role. */
export function staffInvitationContent(props: StaffInvitationMailProps): MailContent {
  const text = copy[props.locale];
  const companyName = oneLine(props.companyName);
  const invitedBy = oneLine(props.invitedBy);
  return {
    locale: props.locale,
    subject: text.subject(companyName),
    preview: text.preview(invitedBy),
    heading: text.heading,
    intro: [text.invited(invitedBy, companyName)],
    facts: [{ label: text.roleLabel, value: text.roles[props.role] }],
    action: { label: text.action, href: props.url },
    sections: [
      {
        heading: text.aboutHeading,
        paragraphs: [text.expiry(formatExpiry(props.expiresAt, props.locale)), text.notExpected],
      },
    ],
    ...companySignOff(companyName, props.siteUrl),
  };
}
