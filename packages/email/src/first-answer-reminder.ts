import { type DeskLocale, intlLocale } from '@sitedesk/shared/locales';
import { oneLine } from './inquiry-formatting';
import type { MailContent } from './mail-content';
import { companySignOff } from './sign-off';

/**
 * A staff member's reminder that an inquiry still waits for its first answer (decision 174), or for the
 * next answer after the visitor wrote again (`clock: 'next'`, decision 187): `due_soon` when 80 % of the
 * time to the deadline has passed (to the assignee), `overdue` when the deadline passed (to the team's
 * lead, or the owners and admins).
 */
export type FirstAnswerReminderMailProps = {
  /** The recipient's language. */
  locale: DeskLocale;
  /** Which deadline; absent means the first answer's (mails queued before decision 187). */
  clock?: 'first' | 'next' | undefined;
  stage: 'due_soon' | 'overdue';
  /** e.g. `SD-26-4F7K2` */
  reference: string;
  visitorName: string;
  /** ISO timestamp of the first-answer deadline. */
  dueAt: string;
  /** The team's time zone, in which the deadline is shown (it counts the team's business hours). */
  timeZone: string;
  /** Who the inquiry is assigned to, by name; `null`: nobody. */
  assigneeName: string | null;
  /** Absolute link to the inquiry in the desk. */
  deskUrl: string;
  companyName: string;
  siteUrl: string;
};

type Copy = {
  subject: Record<FirstAnswerReminderMailProps['stage'], (reference: string) => string>;
  heading: Record<FirstAnswerReminderMailProps['stage'], string>;
  intro: Record<FirstAnswerReminderMailProps['stage'], (name: string, due: string) => string>;
  referenceLabel: string;
  dueLabel: string;
  assigneeLabel: string;
  nobody: string;
  action: string;
  whyHeading: string;
  why: Record<FirstAnswerReminderMailProps['stage'], string>;
};

const copy: Record<DeskLocale, Copy> = {
  en: {
    subject: {
      due_soon: (reference) => `First answer due soon [${reference}]`,
      overdue: (reference) => `First answer overdue [${reference}]`,
    },
    heading: { due_soon: 'The first answer is due soon', overdue: 'The first answer is overdue' },
    intro: {
      due_soon: (name, due) => `${name}’s inquiry has not been answered yet. The first answer is due ${due}.`,
      overdue: (name, due) => `${name}’s inquiry has not been answered. The first answer was due ${due}.`,
    },
    referenceLabel: 'Reference',
    dueLabel: 'First answer due',
    assigneeLabel: 'Assigned to',
    nobody: 'nobody',
    action: 'Open the inquiry',
    whyHeading: 'Why you get this e-mail',
    why: {
      due_soon:
        'Most of the time for the first answer has passed. You can turn these reminders off in your e-mail settings in the desk.',
      overdue:
        'You lead the team the inquiry went to, or, without a lead, you are an owner or admin of the desk. You can turn these reminders off in your e-mail settings in the desk.',
    },
  },
  de: {
    subject: {
      due_soon: (reference) => `Erste Antwort bald fällig [${reference}]`,
      overdue: (reference) => `Erste Antwort überfällig [${reference}]`,
    },
    heading: { due_soon: 'Die erste Antwort ist bald fällig', overdue: 'Die erste Antwort ist überfällig' },
    intro: {
      due_soon: (name, due) =>
        `Die Anfrage von ${name} ist noch nicht beantwortet. Die erste Antwort ist fällig am ${due}.`,
      overdue: (name, due) =>
        `Die Anfrage von ${name} ist nicht beantwortet. Die erste Antwort war fällig am ${due}.`,
    },
    referenceLabel: 'Referenz',
    dueLabel: 'Erste Antwort fällig',
    assigneeLabel: 'Zuständig',
    nobody: 'niemand',
    action: 'Anfrage öffnen',
    whyHeading: 'Warum Sie diese E-Mail erhalten',
    why: {
      due_soon:
        'Der größte Teil der Zeit für die erste Antwort ist vorbei. Sie können diese Erinnerungen in Ihren E-Mail-Einstellungen im Desk abschalten.',
      overdue:
        'Sie leiten das Team, an das die Anfrage ging, oder sind, ohne Teamleitung, Inhaber oder Administrator des Desks. Sie können diese Erinnerungen in Ihren E-Mail-Einstellungen im Desk abschalten.',
    },
  },
  fr: {
    subject: {
      due_soon: (reference) => `Première réponse bientôt due [${reference}]`,
      overdue: (reference) => `Première réponse en retard [${reference}]`,
    },
    heading: {
      due_soon: 'La première réponse est bientôt due',
      overdue: 'La première réponse est en retard',
    },
    intro: {
      due_soon: (name, due) =>
        `La demande de ${name} n’a pas encore reçu de réponse. La première réponse est due le ${due}.`,
      overdue: (name, due) =>
        `La demande de ${name} n’a pas reçu de réponse. La première réponse était due le ${due}.`,
    },
    referenceLabel: 'Référence',
    dueLabel: 'Première réponse due',
    assigneeLabel: 'Attribuée à',
    nobody: 'personne',
    action: 'Ouvrir la demande',
    whyHeading: 'Pourquoi vous recevez cet e-mail',
    why: {
      due_soon:
        'L’essentiel du temps prévu pour la première réponse est écoulé. Vous pouvez désactiver ces rappels dans vos paramètres d’e-mail du desk.',
      overdue:
        'Vous dirigez l’équipe à laquelle la demande a été confiée ou, sans responsable d’équipe, vous êtes propriétaire ou administrateur du desk. Vous pouvez désactiver ces rappels dans vos paramètres d’e-mail du desk.',
    },
  },
  ar: {
    subject: {
      due_soon: (reference) => `موعد الرد الأول يقترب [${reference}]`,
      overdue: (reference) => `تأخر الرد الأول [${reference}]`,
    },
    heading: { due_soon: 'موعد الرد الأول يقترب', overdue: 'تجاوز الرد الأول موعده' },
    intro: {
      due_soon: (name, due) => `لم يُرد على استفسار ${name} بعد. موعد الرد الأول ${due}.`,
      overdue: (name, due) => `لم يُرد على استفسار ${name}. كان موعد الرد الأول ${due}.`,
    },
    referenceLabel: 'الرقم المرجعي',
    dueLabel: 'موعد الرد الأول',
    assigneeLabel: 'المسؤول',
    nobody: 'لا أحد',
    action: 'فتح الاستفسار',
    whyHeading: 'لماذا تصلك هذه الرسالة',
    why: {
      due_soon:
        'انقضى معظم الوقت المتاح للرد الأول. يمكنك إيقاف هذه التذكيرات من إعدادات البريد الإلكتروني في المكتب.',
      overdue:
        'أنت قائد الفريق الذي أُحيل إليه الاستفسار، أو مالك المكتب أو مسؤول عنه إن لم يكن للفريق قائد. يمكنك إيقاف هذه التذكيرات من إعدادات البريد الإلكتروني في المكتب.',
    },
  },

  cs: {
    subject: {
      due_soon: (reference) => `Blíží se termín první odpovědi [${reference}]`,
      overdue: (reference) => `První odpověď je po termínu [${reference}]`,
    },
    heading: { due_soon: 'Blíží se termín první odpovědi', overdue: 'První odpověď je po termínu' },
    intro: {
      due_soon: (name, due) =>
        `Poptávka, kterou poslal(a) ${name}, zatím nemá odpověď. Termín první odpovědi: ${due}.`,
      overdue: (name, due) =>
        `Poptávka, kterou poslal(a) ${name}, nemá odpověď. Termín první odpovědi uplynul: ${due}.`,
    },
    referenceLabel: 'Číslo',
    dueLabel: 'Termín první odpovědi',
    assigneeLabel: 'Řešitel',
    nobody: 'nikdo',
    action: 'Otevřít poptávku',
    whyHeading: 'Proč vám tento e-mail přišel',
    why: {
      due_soon:
        'Většina času na první odpověď už uplynula. Tato připomenutí můžete vypnout v nastavení e-mailů v Sitedesku.',
      overdue:
        'Vedete tým, kterému byla poptávka přidělena, nebo – pokud tým nemá vedoucího – jste vlastníkem či administrátorem Sitedesku. Tato připomenutí můžete vypnout v nastavení e-mailů v Sitedesku.',
    },
  },
  es: {
    subject: {
      due_soon: (reference) => `La primera respuesta vence pronto [${reference}]`,
      overdue: (reference) => `Primera respuesta vencida [${reference}]`,
    },
    heading: {
      due_soon: 'La primera respuesta vence pronto',
      overdue: 'La primera respuesta está vencida',
    },
    intro: {
      due_soon: (name, due) =>
        `La consulta de ${name} todavía no tiene respuesta. La primera respuesta vence el ${due}.`,
      overdue: (name, due) =>
        `La consulta de ${name} no tiene respuesta. La primera respuesta vencía el ${due}.`,
    },
    referenceLabel: 'Referencia',
    dueLabel: 'Vencimiento de la primera respuesta',
    assigneeLabel: 'Asignada a',
    nobody: 'nadie',
    action: 'Abrir la consulta',
    whyHeading: 'Por qué recibes este correo',
    why: {
      due_soon:
        'Ya ha pasado la mayor parte del plazo para la primera respuesta. Puedes desactivar estos recordatorios en tus ajustes de correo del Desk.',
      overdue:
        'Eres responsable del equipo al que se envió la consulta o, si el equipo no tiene responsable, eres propietario o administrador del Desk. Puedes desactivar estos recordatorios en tus ajustes de correo del Desk.',
    },
  },
  it: {
    subject: {
      due_soon: (reference) => `Prima risposta in scadenza [${reference}]`,
      overdue: (reference) => `Prima risposta scaduta [${reference}]`,
    },
    heading: { due_soon: 'La prima risposta è in scadenza', overdue: 'La prima risposta è scaduta' },
    intro: {
      due_soon: (name, due) =>
        `La richiesta di ${name} non ha ancora ricevuto risposta. La prima risposta è prevista entro ${due}.`,
      overdue: (name, due) =>
        `La richiesta di ${name} non ha ricevuto risposta. La prima risposta era prevista entro ${due}.`,
    },
    referenceLabel: 'Riferimento',
    dueLabel: 'Scadenza della prima risposta',
    assigneeLabel: 'Assegnata a',
    nobody: 'nessuno',
    action: 'Apri la richiesta',
    whyHeading: 'Perché ricevi questa e-mail',
    why: {
      due_soon:
        'Gran parte del tempo per la prima risposta è trascorso. Puoi disattivare questi promemoria nelle tue impostazioni e-mail del Desk.',
      overdue:
        'Sei responsabile del team a cui è stata affidata la richiesta oppure, se il team non ha un responsabile, sei proprietario o amministratore del Desk. Puoi disattivare questi promemoria nelle tue impostazioni e-mail del Desk.',
    },
  },
  pl: {
    subject: {
      due_soon: (reference) => `Zbliża się termin pierwszej odpowiedzi [${reference}]`,
      overdue: (reference) => `Minął termin pierwszej odpowiedzi [${reference}]`,
    },
    heading: {
      due_soon: 'Zbliża się termin pierwszej odpowiedzi',
      overdue: 'Minął termin pierwszej odpowiedzi',
    },
    intro: {
      due_soon: (name, due) =>
        `Zapytanie odwiedzającego (${name}) nie ma jeszcze odpowiedzi. Termin pierwszej odpowiedzi: ${due}.`,
      overdue: (name, due) =>
        `Zapytanie odwiedzającego (${name}) nadal nie ma odpowiedzi. Termin pierwszej odpowiedzi minął: ${due}.`,
    },
    referenceLabel: 'Numer',
    dueLabel: 'Termin pierwszej odpowiedzi',
    assigneeLabel: 'Przypisane do',
    nobody: 'nikogo',
    action: 'Otwórz zapytanie',
    whyHeading: 'Dlaczego otrzymujesz tę wiadomość',
    why: {
      due_soon:
        'Minęła już większość czasu na pierwszą odpowiedź. Te przypomnienia można wyłączyć w ustawieniach e-mail w Sitedesku.',
      overdue:
        'Kierujesz zespołem, do którego trafiło zapytanie, lub – gdy zespół nie ma kierownika – jesteś właścicielem albo administratorem Sitedesku. Te przypomnienia można wyłączyć w ustawieniach e-mail w Sitedesku.',
    },
  },
};

/** What a next-answer reminder says differently; the rest is the first-answer reminder's. */
type NextCopy = Pick<Copy, 'subject' | 'heading' | 'intro' | 'dueLabel'> & { whyDueSoon: string };

const nextCopy: Record<DeskLocale, NextCopy> = {
  en: {
    subject: {
      due_soon: (reference) => `Answer due soon [${reference}]`,
      overdue: (reference) => `Answer overdue [${reference}]`,
    },
    heading: { due_soon: 'An answer is due soon', overdue: 'An answer is overdue' },
    intro: {
      due_soon: (name, due) => `${name} wrote again and waits for a reply. The next answer is due ${due}.`,
      overdue: (name, due) => `${name} wrote again and has had no reply. The next answer was due ${due}.`,
    },
    dueLabel: 'Next answer due',
    whyDueSoon:
      'Most of the time for the next answer has passed. You can turn these reminders off in your e-mail settings in the desk.',
  },
  de: {
    subject: {
      due_soon: (reference) => `Antwort bald fällig [${reference}]`,
      overdue: (reference) => `Antwort überfällig [${reference}]`,
    },
    heading: { due_soon: 'Eine Antwort ist bald fällig', overdue: 'Eine Antwort ist überfällig' },
    intro: {
      due_soon: (name, due) =>
        `${name} hat wieder geschrieben und wartet auf eine Rückmeldung. Die nächste Antwort ist fällig am ${due}.`,
      overdue: (name, due) =>
        `${name} hat wieder geschrieben und keine Rückmeldung erhalten. Die nächste Antwort war fällig am ${due}.`,
    },
    dueLabel: 'Nächste Antwort fällig',
    whyDueSoon:
      'Der größte Teil der Zeit für die nächste Antwort ist vorbei. Sie können diese Erinnerungen in Ihren E-Mail-Einstellungen im Desk abschalten.',
  },
  fr: {
    subject: {
      due_soon: (reference) => `Réponse bientôt due [${reference}]`,
      overdue: (reference) => `Réponse en retard [${reference}]`,
    },
    heading: { due_soon: 'Une réponse est bientôt due', overdue: 'Une réponse est en retard' },
    intro: {
      due_soon: (name, due) =>
        `${name} a écrit de nouveau et attend un retour. La prochaine réponse est due le ${due}.`,
      overdue: (name, due) =>
        `${name} a écrit de nouveau et n’a pas eu de retour. La prochaine réponse était due le ${due}.`,
    },
    dueLabel: 'Prochaine réponse due',
    whyDueSoon:
      'L’essentiel du temps prévu pour la prochaine réponse est écoulé. Vous pouvez désactiver ces rappels dans vos paramètres d’e-mail du desk.',
  },
  ar: {
    subject: {
      due_soon: (reference) => `موعد الرد يقترب [${reference}]`,
      overdue: (reference) => `تأخر الرد [${reference}]`,
    },
    heading: { due_soon: 'موعد الرد التالي يقترب', overdue: 'تجاوز الرد التالي موعده' },
    intro: {
      due_soon: (name, due) => `كتب ${name} مجددًا وينتظر ردًا. موعد الرد التالي ${due}.`,
      overdue: (name, due) => `كتب ${name} مجددًا ولم يتلقَّ ردًا. كان موعد الرد التالي ${due}.`,
    },
    dueLabel: 'موعد الرد التالي',
    whyDueSoon:
      'انقضى معظم الوقت المتاح للرد التالي. يمكنك إيقاف هذه التذكيرات من إعدادات البريد الإلكتروني في المكتب.',
  },

  cs: {
    subject: {
      due_soon: (reference) => `Blíží se termín odpovědi [${reference}]`,
      overdue: (reference) => `Odpověď je po termínu [${reference}]`,
    },
    heading: { due_soon: 'Blíží se termín další odpovědi', overdue: 'Další odpověď je po termínu' },
    intro: {
      due_soon: (name, due) => `${name} znovu napsal(a) a čeká na odpověď. Termín další odpovědi: ${due}.`,
      overdue: (name, due) =>
        `${name} znovu napsal(a) a odpověď zatím nedostal(a). Termín další odpovědi uplynul: ${due}.`,
    },
    dueLabel: 'Termín další odpovědi',
    whyDueSoon:
      'Většina času na další odpověď už uplynula. Tato připomenutí můžete vypnout v nastavení e-mailů v Sitedesku.',
  },
  es: {
    subject: {
      due_soon: (reference) => `La respuesta vence pronto [${reference}]`,
      overdue: (reference) => `Respuesta vencida [${reference}]`,
    },
    heading: { due_soon: 'Una respuesta vence pronto', overdue: 'Una respuesta está vencida' },
    intro: {
      due_soon: (name, due) =>
        `${name} ha vuelto a escribir y espera respuesta. La siguiente respuesta vence el ${due}.`,
      overdue: (name, due) =>
        `${name} ha vuelto a escribir y no ha recibido respuesta. La siguiente respuesta vencía el ${due}.`,
    },
    dueLabel: 'Vencimiento de la siguiente respuesta',
    whyDueSoon:
      'Ya ha pasado la mayor parte del plazo para la siguiente respuesta. Puedes desactivar estos recordatorios en tus ajustes de correo del Desk.',
  },
  it: {
    subject: {
      due_soon: (reference) => `Risposta in scadenza [${reference}]`,
      overdue: (reference) => `Risposta scaduta [${reference}]`,
    },
    heading: { due_soon: 'Una risposta è in scadenza', overdue: 'Una risposta è scaduta' },
    intro: {
      due_soon: (name, due) =>
        `${name} ha scritto di nuovo e aspetta un riscontro. La prossima risposta è prevista entro ${due}.`,
      overdue: (name, due) =>
        `${name} ha scritto di nuovo e non ha ricevuto riscontro. La prossima risposta era prevista entro ${due}.`,
    },
    dueLabel: 'Scadenza della prossima risposta',
    whyDueSoon:
      'Gran parte del tempo per la prossima risposta è trascorso. Puoi disattivare questi promemoria nelle tue impostazioni e-mail del Desk.',
  },
  pl: {
    subject: {
      due_soon: (reference) => `Zbliża się termin odpowiedzi [${reference}]`,
      overdue: (reference) => `Minął termin odpowiedzi [${reference}]`,
    },
    heading: {
      due_soon: 'Zbliża się termin następnej odpowiedzi',
      overdue: 'Minął termin następnej odpowiedzi',
    },
    intro: {
      due_soon: (name, due) =>
        `Odwiedzający (${name}) napisał ponownie i czeka na odpowiedź. Termin następnej odpowiedzi: ${due}.`,
      overdue: (name, due) =>
        `Odwiedzający (${name}) napisał ponownie i nie otrzymał odpowiedzi. Termin następnej odpowiedzi minął: ${due}.`,
    },
    dueLabel: 'Termin następnej odpowiedzi',
    whyDueSoon:
      'Minęła już większość czasu na następną odpowiedź. Te przypomnienia można wyłączyć w ustawieniach e-mail w Sitedesku.',
  },
};

function copyFor(locale: DeskLocale, clock: FirstAnswerReminderMailProps['clock']): Copy {
  const first = copy[locale];
  if (clock !== 'next') return first;
  const { whyDueSoon, ...next } = nextCopy[locale];
  return { ...first, ...next, why: { ...first.why, due_soon: whyDueSoon } };
}

export function firstAnswerReminderContent(props: FirstAnswerReminderMailProps): MailContent {
  const text = copyFor(props.locale, props.clock);
  const name = oneLine(props.visitorName);
  const companyName = oneLine(props.companyName);
  const due = formatDue(props.dueAt, props.timeZone, props.locale);
  return {
    locale: props.locale,
    subject: text.subject[props.stage](oneLine(props.reference)),
    preview: text.intro[props.stage](name, due),
    heading: text.heading[props.stage],
    intro: [text.intro[props.stage](name, due)],
    facts: [
      { label: text.referenceLabel, value: props.reference, isLeftToRight: true },
      { label: text.dueLabel, value: due },
      { label: text.assigneeLabel, value: props.assigneeName ? oneLine(props.assigneeName) : text.nobody },
    ],
    action: { label: text.action, href: props.deskUrl },
    sections: [{ heading: text.whyHeading, paragraphs: [text.why[props.stage]] }],
    ...companySignOff(companyName, props.siteUrl),
  };
}

/** The deadline in the team's time zone, named with the zone, so a reader elsewhere is not misled. */
function formatDue(iso: string, timeZone: string, locale: DeskLocale): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };
  try {
    const when = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(new Date(iso));
    return `${when} (${timeZone})`;
  } catch {
    // A zone the runtime no longer knows: UTC is still the same instant.
    const when = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    return `${when.format(new Date(iso))} (UTC)`;
  }
}
