import type { DeskLocale } from '@sitedesk/shared/locales';
import { oneLine } from './inquiry-formatting';
import type { MailContent } from './mail-content';
import { companySignOff } from './sign-off';

/** A staff member's notice that the visitor answered an inquiry by e-mail (decisions 101, 174). */
export type VisitorRepliedMailProps = {
  /** The assignee's language. */
  locale: DeskLocale;
  /** e.g. `SD-26-4F7K2` */
  reference: string;
  visitorName: string;
  /** The first words of the answer, without the quoted history: enough to judge urgency, no more. */
  excerpt: string;
  /** Absolute link to the inquiry in the desk, where the whole message is. */
  deskUrl: string;
  companyName: string;
  siteUrl: string;
  /**
   * Why this member hears of it (decision 174): the inquiry is theirs; nobody's, but their team's; or
   * nobody's at all, so every owner and admin does. Rows queued before there was a choice have none.
   */
  reason?: 'assignee' | 'team' | 'unassigned';
};

type Reason = NonNullable<VisitorRepliedMailProps['reason']>;

type Copy = {
  subject: (reference: string) => string;
  preview: (name: string) => string;
  heading: string;
  intro: Record<Reason, (name: string) => string>;
  referenceLabel: string;
  excerptLabel: string;
  action: string;
  whyHeading: string;
  why: Record<Reason, string>;
};

const copy: Record<DeskLocale, Copy> = {
  en: {
    subject: (reference) => `New answer from the visitor [${reference}]`,
    preview: (name) => `${name} answered by e-mail.`,
    heading: 'The visitor answered',
    intro: {
      assignee: (name) =>
        `${name} answered an inquiry assigned to you. The whole message and its attachments are in the desk.`,
      team: (name) =>
        `${name} answered an inquiry of your team that nobody has taken yet. The whole message and its attachments are in the desk.`,
      unassigned: (name) =>
        `${name} answered an inquiry that nobody has taken and no team was given. The whole message and its attachments are in the desk.`,
    },
    referenceLabel: 'Reference',
    excerptLabel: 'Beginning of the answer',
    action: 'Open the inquiry',
    whyHeading: 'Why you get this e-mail',
    why: {
      assignee:
        'The inquiry is assigned to you. You can turn these e-mails off in your preferences in the desk.',
      team: 'The inquiry went to your team and is assigned to nobody yet; whoever answers it first takes it. You can turn these e-mails off in your preferences in the desk.',
      unassigned:
        'You are an owner or admin of the desk, and nobody else would hear of this answer; whoever answers it first takes it. You can turn these e-mails off in your preferences in the desk.',
    },
  },
  de: {
    subject: (reference) => `Neue Antwort des Besuchers [${reference}]`,
    preview: (name) => `${name} hat per E-Mail geantwortet.`,
    heading: 'Der Besucher hat geantwortet',
    intro: {
      assignee: (name) =>
        `${name} hat auf eine Ihnen zugewiesene Anfrage geantwortet. Die ganze Nachricht und ihre Anhänge finden Sie im Desk.`,
      team: (name) =>
        `${name} hat auf eine Anfrage Ihres Teams geantwortet, die noch niemand übernommen hat. Die ganze Nachricht und ihre Anhänge finden Sie im Desk.`,
      unassigned: (name) =>
        `${name} hat auf eine Anfrage geantwortet, die weder jemandem noch einem Team zugewiesen ist. Die ganze Nachricht und ihre Anhänge finden Sie im Desk.`,
    },
    referenceLabel: 'Referenz',
    excerptLabel: 'Anfang der Antwort',
    action: 'Anfrage öffnen',
    whyHeading: 'Warum Sie diese E-Mail erhalten',
    why: {
      assignee:
        'Die Anfrage ist Ihnen zugewiesen. Sie können diese E-Mails in Ihren Einstellungen im Desk abschalten.',
      team: 'Die Anfrage ging an Ihr Team und ist noch niemandem zugewiesen; wer zuerst antwortet, übernimmt sie. Sie können diese E-Mails in Ihren Einstellungen im Desk abschalten.',
      unassigned:
        'Sie sind Inhaber oder Administrator des Desks, und sonst erführe niemand von dieser Antwort; wer zuerst antwortet, übernimmt die Anfrage. Sie können diese E-Mails in Ihren Einstellungen im Desk abschalten.',
    },
  },
  fr: {
    subject: (reference) => `Nouvelle réponse du visiteur [${reference}]`,
    preview: (name) => `${name} a répondu par e-mail.`,
    heading: 'Le visiteur a répondu',
    intro: {
      assignee: (name) =>
        `${name} a répondu à une demande qui vous est attribuée. Le message complet et ses pièces jointes se trouvent dans le desk.`,
      team: (name) =>
        `${name} a répondu à une demande de votre équipe que personne n’a encore prise en charge. Le message complet et ses pièces jointes se trouvent dans le desk.`,
      unassigned: (name) =>
        `${name} a répondu à une demande attribuée ni à une personne ni à une équipe. Le message complet et ses pièces jointes se trouvent dans le desk.`,
    },
    referenceLabel: 'Référence',
    excerptLabel: 'Début de la réponse',
    action: 'Ouvrir la demande',
    whyHeading: 'Pourquoi vous recevez cet e-mail',
    why: {
      assignee:
        'La demande vous est attribuée. Vous pouvez désactiver ces e-mails dans vos préférences du desk.',
      team: 'La demande a été confiée à votre équipe et n’est encore attribuée à personne ; qui répond le premier la prend en charge. Vous pouvez désactiver ces e-mails dans vos préférences du desk.',
      unassigned:
        'Vous êtes propriétaire ou administrateur du desk, et personne d’autre ne serait informé de cette réponse ; qui répond le premier prend la demande en charge. Vous pouvez désactiver ces e-mails dans vos préférences du desk.',
    },
  },
  ar: {
    subject: (reference) => `رد جديد من الزائر [${reference}]`,
    preview: (name) => `ردّ ${name} عبر البريد الإلكتروني.`,
    heading: 'ردّ الزائر',
    intro: {
      assignee: (name) => `ردّ ${name} على استفسار مُسند إليك. تجد الرسالة كاملة ومرفقاتها في المكتب.`,
      team: (name) =>
        `ردّ ${name} على استفسار لفريقك لم يتولّه أحد بعد. تجد الرسالة كاملة ومرفقاتها في المكتب.`,
      unassigned: (name) =>
        `ردّ ${name} على استفسار غير مُسند إلى أحد ولا إلى فريق. تجد الرسالة كاملة ومرفقاتها في المكتب.`,
    },
    referenceLabel: 'الرقم المرجعي',
    excerptLabel: 'بداية الرد',
    action: 'فتح الاستفسار',
    whyHeading: 'لماذا تصلك هذه الرسالة',
    why: {
      assignee: 'هذا الاستفسار مُسند إليك. يمكنك إيقاف هذه الرسائل من تفضيلاتك في المكتب.',
      team: 'أُحيل هذا الاستفسار إلى فريقك ولم يُسند إلى أحد بعد؛ من يرد أولًا يتولّاه. يمكنك إيقاف هذه الرسائل من تفضيلاتك في المكتب.',
      unassigned:
        'أنت مالك المكتب أو مسؤول عنه، ولن يعلم أحد غيرك بهذا الرد؛ من يرد أولًا يتولّى الاستفسار. يمكنك إيقاف هذه الرسائل من تفضيلاتك في المكتب.',
    },
  },

  cs: {
    subject: (reference) => `Nová odpověď od návštěvníka [${reference}]`,
    preview: (name) => `${name} odpověděl(a) e-mailem.`,
    heading: 'Návštěvník odpověděl',
    intro: {
      assignee: (name) =>
        `${name} odpověděl(a) na poptávku, kterou řešíte. Celá zpráva i s přílohami je v Sitedesku.`,
      team: (name) =>
        `${name} odpověděl(a) na poptávku vašeho týmu, kterou zatím nikdo nepřevzal. Celá zpráva i s přílohami je v Sitedesku.`,
      unassigned: (name) =>
        `${name} odpověděl(a) na poptávku, kterou nikdo nepřevzal a která nebyla přidělena žádnému týmu. Celá zpráva i s přílohami je v Sitedesku.`,
    },
    referenceLabel: 'Číslo',
    excerptLabel: 'Začátek odpovědi',
    action: 'Otevřít poptávku',
    whyHeading: 'Proč vám tento e-mail přišel',
    why: {
      assignee: 'Poptávka je přiřazena vám. Tyto e-maily můžete vypnout v nastavení v Sitedesku.',
      team: 'Poptávka přišla vašemu týmu a zatím není nikomu přiřazena; kdo odpoví první, převezme ji. Tyto e-maily můžete vypnout v nastavení v Sitedesku.',
      unassigned:
        'Jste vlastníkem nebo administrátorem Sitedesku a nikdo jiný by se o této odpovědi nedozvěděl; kdo odpoví první, poptávku převezme. Tyto e-maily můžete vypnout v nastavení v Sitedesku.',
    },
  },
  es: {
    subject: (reference) => `Nueva respuesta del visitante [${reference}]`,
    preview: (name) => `${name} ha respondido por correo.`,
    heading: 'El visitante ha respondido',
    intro: {
      assignee: (name) =>
        `${name} ha respondido a una consulta asignada a ti. El mensaje completo y sus archivos adjuntos están en el Desk.`,
      team: (name) =>
        `${name} ha respondido a una consulta de tu equipo de la que nadie se ha hecho cargo todavía. El mensaje completo y sus archivos adjuntos están en el Desk.`,
      unassigned: (name) =>
        `${name} ha respondido a una consulta de la que nadie se ha hecho cargo y que no se ha asignado a ningún equipo. El mensaje completo y sus archivos adjuntos están en el Desk.`,
    },
    referenceLabel: 'Referencia',
    excerptLabel: 'Inicio de la respuesta',
    action: 'Abrir la consulta',
    whyHeading: 'Por qué recibes este correo',
    why: {
      assignee: 'La consulta está asignada a ti. Puedes desactivar estos correos en tus ajustes del Desk.',
      team: 'La consulta se envió a tu equipo y todavía no está asignada a nadie; quien responda primero se hace cargo de ella. Puedes desactivar estos correos en tus ajustes del Desk.',
      unassigned:
        'Eres propietario o administrador del Desk y nadie más se enteraría de esta respuesta; quien responda primero se hace cargo de la consulta. Puedes desactivar estos correos en tus ajustes del Desk.',
    },
  },
  it: {
    subject: (reference) => `Nuova risposta dal visitatore [${reference}]`,
    preview: (name) => `${name} ha risposto via e-mail.`,
    heading: 'Il visitatore ha risposto',
    intro: {
      assignee: (name) =>
        `${name} ha risposto a una richiesta assegnata a te. Il messaggio completo e i suoi allegati sono nel Desk.`,
      team: (name) =>
        `${name} ha risposto a una richiesta del tuo team che nessuno ha ancora preso in carico. Il messaggio completo e i suoi allegati sono nel Desk.`,
      unassigned: (name) =>
        `${name} ha risposto a una richiesta che nessuno ha preso in carico e che non è stata affidata a nessun team. Il messaggio completo e i suoi allegati sono nel Desk.`,
    },
    referenceLabel: 'Riferimento',
    excerptLabel: 'Inizio della risposta',
    action: 'Apri la richiesta',
    whyHeading: 'Perché ricevi questa e-mail',
    why: {
      assignee:
        'La richiesta è assegnata a te. Puoi disattivare queste e-mail nelle tue preferenze del Desk.',
      team: 'La richiesta è stata affidata al tuo team e non è ancora assegnata a nessuno; chi risponde per primo la prende in carico. Puoi disattivare queste e-mail nelle tue preferenze del Desk.',
      unassigned:
        'Sei proprietario o amministratore del Desk e nessun altro verrebbe a sapere di questa risposta; chi risponde per primo prende in carico la richiesta. Puoi disattivare queste e-mail nelle tue preferenze del Desk.',
    },
  },
  pl: {
    subject: (reference) => `Nowa odpowiedź odwiedzającego [${reference}]`,
    preview: (name) => `Odwiedzający (${name}) odpowiedział e-mailem.`,
    heading: 'Odwiedzający odpowiedział',
    intro: {
      assignee: (name) =>
        `Odwiedzający (${name}) odpowiedział na zapytanie przypisane do Ciebie. Cała wiadomość wraz z załącznikami jest w Sitedesku.`,
      team: (name) =>
        `Odwiedzający (${name}) odpowiedział na zapytanie Twojego zespołu, którego nikt jeszcze nie przejął. Cała wiadomość wraz z załącznikami jest w Sitedesku.`,
      unassigned: (name) =>
        `Odwiedzający (${name}) odpowiedział na zapytanie, którego nikt nie przejął i które nie trafiło do żadnego zespołu. Cała wiadomość wraz z załącznikami jest w Sitedesku.`,
    },
    referenceLabel: 'Numer',
    excerptLabel: 'Początek odpowiedzi',
    action: 'Otwórz zapytanie',
    whyHeading: 'Dlaczego otrzymujesz tę wiadomość',
    why: {
      assignee:
        'Zapytanie jest przypisane do Ciebie. Te wiadomości można wyłączyć w ustawieniach w Sitedesku.',
      team: 'Zapytanie trafiło do Twojego zespołu i nie jest jeszcze nikomu przypisane; przejmuje je osoba, która odpowie pierwsza. Te wiadomości można wyłączyć w ustawieniach w Sitedesku.',
      unassigned:
        'Jesteś właścicielem lub administratorem Sitedesku i nikt inny nie dowiedziałby się o tej odpowiedzi; zapytanie przejmuje osoba, która odpowie pierwsza. Te wiadomości można wyłączyć w ustawieniach w Sitedesku.',
    },
  },
};

export function visitorRepliedContent(props: VisitorRepliedMailProps): MailContent {
  const text = copy[props.locale];
  const reason = props.reason ?? 'assignee';
  const name = oneLine(props.visitorName);
  const companyName = oneLine(props.companyName);
  return {
    locale: props.locale,
    subject: text.subject(oneLine(props.reference)),
    preview: text.preview(name),
    heading: text.heading,
    intro: [text.intro[reason](name)],
    facts: [{ label: text.referenceLabel, value: props.reference, isLeftToRight: true }],
    // The visitor's language is unknown here; the excerpt is shown as it came.
    quote: { label: text.excerptLabel, text: props.excerpt, locale: props.locale },
    action: { label: text.action, href: props.deskUrl },
    sections: [{ heading: text.whyHeading, paragraphs: [text.why[reason]] }],
    ...companySignOff(companyName, props.siteUrl),
  };
}
