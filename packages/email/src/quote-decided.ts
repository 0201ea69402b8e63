import type { DeskLocale } from '@sitedesk/shared/locales';
import { oneLine } from './inquiry-formatting';
import type { MailContent, MailFact } from './mail-content';
import { companySignOff } from './sign-off';

/**
 * A staff member's notice that the buyer decided on a quotation, or that it expired undecided (decision
 * 222): accepted wins the inquiry and starts the order; declined or expired may lose it. Goes to whoever
 * the inquiry is (assignee, else its team, else the owners and admins), as the "visitor answered" notice.
 */
export type QuoteDecidedMailProps = {
  /** The recipient's desk language. */
  locale: DeskLocale;
  decision: 'accepted' | 'declined' | 'expired';
  /** e.g. `SD-26-4F7K2` */
  reference: string;
  visitorName: string;
  /** e.g. `Q-2026-0001`, and its revision. */
  quoteNumber: string;
  revision: number;
  /** The quotation's total, already formatted in the recipient's language with its currency. */
  total: string;
  /** Accepted: the name the buyer typed as their signature. */
  acceptedName?: string;
  /** Declined: the first words of the reason the buyer gave, if any, on one line. */
  declineReason?: string;
  deskUrl: string;
  companyName: string;
  siteUrl: string;
  reason: 'assignee' | 'team' | 'unassigned';
};

type Decision = QuoteDecidedMailProps['decision'];
type Reason = QuoteDecidedMailProps['reason'];

type Copy = {
  subject: Record<Decision, (number: string, reference: string) => string>;
  heading: Record<Decision, string>;
  intro: Record<Decision, (name: string, number: string) => string>;
  next: Record<Decision, string>;
  referenceLabel: string;
  quoteLabel: string;
  revision: (number: string, revision: number) => string;
  totalLabel: string;
  signedLabel: string;
  reasonLabel: string;
  action: string;
  whyHeading: string;
  why: Record<Reason, string>;
};

const copy: Record<DeskLocale, Copy> = {
  en: {
    subject: {
      accepted: (number, reference) => `Quotation ${number} accepted [${reference}]`,
      declined: (number, reference) => `Quotation ${number} declined [${reference}]`,
      expired: (number, reference) => `Quotation ${number} expired without a decision [${reference}]`,
    },
    heading: {
      accepted: 'A quotation was accepted',
      declined: 'A quotation was declined',
      expired: 'A quotation expired',
    },
    intro: {
      accepted: (name, number) => `${name} accepted quotation ${number} on their request's page.`,
      declined: (name, number) => `${name} declined quotation ${number} on their request's page.`,
      expired: (name, number) =>
        `Quotation ${number} for ${name} passed its last valid day without a decision.`,
    },
    next: {
      accepted: 'The inquiry is marked as won. Please confirm the order to the buyer.',
      declined:
        'The inquiry is marked as lost unless another quotation of it is still open. You can send a revised quotation from the desk.',
      expired:
        'The inquiry is marked as lost unless another quotation of it is still open. You can send a revised quotation from the desk.',
    },
    referenceLabel: 'Reference',
    quoteLabel: 'Quotation',
    revision: (number, revision) => (revision > 1 ? `${number}, revision ${revision}` : number),
    totalLabel: 'Total',
    signedLabel: 'Signed as',
    reasonLabel: 'Reason given',
    action: 'Open the inquiry',
    whyHeading: 'Why you get this e-mail',
    why: {
      assignee:
        'The inquiry is assigned to you. You can turn these e-mails off with the visitor answers in your preferences in the desk.',
      team: 'The inquiry went to your team and is assigned to nobody yet. You can turn these e-mails off with the visitor answers in your preferences in the desk.',
      unassigned:
        'You are an owner or admin of the desk, and nobody else would hear of this. You can turn these e-mails off with the visitor answers in your preferences in the desk.',
    },
  },
  de: {
    subject: {
      accepted: (number, reference) => `Angebot ${number} angenommen [${reference}]`,
      declined: (number, reference) => `Angebot ${number} abgelehnt [${reference}]`,
      expired: (number, reference) => `Angebot ${number} ohne Entscheidung abgelaufen [${reference}]`,
    },
    heading: {
      accepted: 'Ein Angebot wurde angenommen',
      declined: 'Ein Angebot wurde abgelehnt',
      expired: 'Ein Angebot ist abgelaufen',
    },
    intro: {
      accepted: (name, number) => `${name} hat das Angebot ${number} auf der Seite der Anfrage angenommen.`,
      declined: (name, number) => `${name} hat das Angebot ${number} auf der Seite der Anfrage abgelehnt.`,
      expired: (name, number) =>
        `Das Angebot ${number} an ${name} ist ohne Entscheidung über seinen letzten gültigen Tag hinaus gelaufen.`,
    },
    next: {
      accepted: 'Die Anfrage ist als gewonnen markiert. Bitte bestätigen Sie dem Kunden den Auftrag.',
      declined:
        'Die Anfrage ist als verloren markiert, sofern kein anderes Angebot dazu noch offen ist. Ein überarbeitetes Angebot können Sie im Desk senden.',
      expired:
        'Die Anfrage ist als verloren markiert, sofern kein anderes Angebot dazu noch offen ist. Ein überarbeitetes Angebot können Sie im Desk senden.',
    },
    referenceLabel: 'Referenz',
    quoteLabel: 'Angebot',
    revision: (number, revision) => (revision > 1 ? `${number}, Version ${revision}` : number),
    totalLabel: 'Gesamtbetrag',
    signedLabel: 'Unterzeichnet als',
    reasonLabel: 'Angegebener Grund',
    action: 'Anfrage öffnen',
    whyHeading: 'Warum Sie diese E-Mail erhalten',
    why: {
      assignee:
        'Die Anfrage ist Ihnen zugewiesen. Sie können diese E-Mails zusammen mit den Antworten der Besucher in Ihren Einstellungen im Desk abschalten.',
      team: 'Die Anfrage ging an Ihr Team und ist noch niemandem zugewiesen. Sie können diese E-Mails zusammen mit den Antworten der Besucher in Ihren Einstellungen im Desk abschalten.',
      unassigned:
        'Sie sind Inhaber oder Administrator des Desks, und sonst erführe niemand davon. Sie können diese E-Mails zusammen mit den Antworten der Besucher in Ihren Einstellungen im Desk abschalten.',
    },
  },
  fr: {
    subject: {
      accepted: (number, reference) => `Devis ${number} accepté [${reference}]`,
      declined: (number, reference) => `Devis ${number} refusé [${reference}]`,
      expired: (number, reference) => `Devis ${number} expiré sans décision [${reference}]`,
    },
    heading: {
      accepted: 'Un devis a été accepté',
      declined: 'Un devis a été refusé',
      expired: 'Un devis a expiré',
    },
    intro: {
      accepted: (name, number) => `${name} a accepté le devis ${number} sur la page de sa demande.`,
      declined: (name, number) => `${name} a refusé le devis ${number} sur la page de sa demande.`,
      expired: (name, number) =>
        `Le devis ${number} adressé à ${name} a dépassé son dernier jour de validité sans décision.`,
    },
    next: {
      accepted: 'La demande est marquée comme gagnée. Merci de confirmer la commande au client.',
      declined:
        'La demande est marquée comme perdue, sauf si un autre devis la concernant est encore ouvert. Vous pouvez envoyer un devis révisé depuis le desk.',
      expired:
        'La demande est marquée comme perdue, sauf si un autre devis la concernant est encore ouvert. Vous pouvez envoyer un devis révisé depuis le desk.',
    },
    referenceLabel: 'Référence',
    quoteLabel: 'Devis',
    revision: (number, revision) => (revision > 1 ? `${number}, version ${revision}` : number),
    totalLabel: 'Total',
    signedLabel: 'Signé au nom de',
    reasonLabel: 'Motif indiqué',
    action: 'Ouvrir la demande',
    whyHeading: 'Pourquoi vous recevez cet e-mail',
    why: {
      assignee:
        'La demande vous est attribuée. Vous pouvez désactiver ces e-mails, avec les réponses des visiteurs, dans vos préférences du desk.',
      team: 'La demande a été confiée à votre équipe et n’est encore attribuée à personne. Vous pouvez désactiver ces e-mails, avec les réponses des visiteurs, dans vos préférences du desk.',
      unassigned:
        'Vous êtes propriétaire ou administrateur du desk, et personne d’autre n’en serait informé. Vous pouvez désactiver ces e-mails, avec les réponses des visiteurs, dans vos préférences du desk.',
    },
  },
  ar: {
    subject: {
      accepted: (number, reference) => `قُبل عرض السعر ${number} [${reference}]`,
      declined: (number, reference) => `رُفض عرض السعر ${number} [${reference}]`,
      expired: (number, reference) => `انتهت صلاحية عرض السعر ${number} دون قرار [${reference}]`,
    },
    heading: {
      accepted: 'قُبل عرض سعر',
      declined: 'رُفض عرض سعر',
      expired: 'انتهت صلاحية عرض سعر',
    },
    intro: {
      accepted: (name, number) => `قبِل ${name} عرض السعر ${number} من صفحة طلبه.`,
      declined: (name, number) => `رفض ${name} عرض السعر ${number} من صفحة طلبه.`,
      expired: (name, number) => `انقضى آخر يوم لصلاحية عرض السعر ${number} المقدَّم إلى ${name} دون قرار.`,
    },
    next: {
      accepted: 'وُسم الاستفسار بأنه صفقة رابحة. يُرجى تأكيد الطلب للعميل.',
      declined:
        'وُسم الاستفسار بأنه صفقة خاسرة ما لم يكن له عرض سعر آخر ما زال مفتوحًا. يمكنك إرسال عرض سعر معدَّل من المكتب.',
      expired:
        'وُسم الاستفسار بأنه صفقة خاسرة ما لم يكن له عرض سعر آخر ما زال مفتوحًا. يمكنك إرسال عرض سعر معدَّل من المكتب.',
    },
    referenceLabel: 'الرقم المرجعي',
    quoteLabel: 'عرض السعر',
    revision: (number, revision) => (revision > 1 ? `${number}، المراجعة ${revision}` : number),
    totalLabel: 'الإجمالي',
    signedLabel: 'وُقّع باسم',
    reasonLabel: 'السبب المذكور',
    action: 'فتح الاستفسار',
    whyHeading: 'لماذا تصلك هذه الرسالة',
    why: {
      assignee: 'هذا الاستفسار مُسند إليك. يمكنك إيقاف هذه الرسائل مع ردود الزوار من تفضيلاتك في المكتب.',
      team: 'أُحيل هذا الاستفسار إلى فريقك ولم يُسند إلى أحد بعد. يمكنك إيقاف هذه الرسائل مع ردود الزوار من تفضيلاتك في المكتب.',
      unassigned:
        'أنت مالك المكتب أو مسؤول عنه، ولن يعلم أحد غيرك بهذا. يمكنك إيقاف هذه الرسائل مع ردود الزوار من تفضيلاتك في المكتب.',
    },
  },
  cs: {
    subject: {
      accepted: (number, reference) => `Nabídka ${number} byla přijata [${reference}]`,
      declined: (number, reference) => `Nabídka ${number} byla odmítnuta [${reference}]`,
      expired: (number, reference) => `Nabídka ${number} vypršela bez rozhodnutí [${reference}]`,
    },
    heading: {
      accepted: 'Nabídka byla přijata',
      declined: 'Nabídka byla odmítnuta',
      expired: 'Nabídka vypršela',
    },
    intro: {
      accepted: (name, number) => `${name} přijal(a) nabídku ${number} na stránce své poptávky.`,
      declined: (name, number) => `${name} odmítl(a) nabídku ${number} na stránce své poptávky.`,
      expired: (name, number) =>
        `Nabídce ${number} pro ${name} uplynul poslední den platnosti bez rozhodnutí.`,
    },
    next: {
      accepted: 'Poptávka je označena jako získaná. Potvrďte prosím zákazníkovi objednávku.',
      declined:
        'Poptávka je označena jako ztracená, pokud k ní není otevřená jiná nabídka. Upravenou nabídku můžete poslat ze Sitedesku.',
      expired:
        'Poptávka je označena jako ztracená, pokud k ní není otevřená jiná nabídka. Upravenou nabídku můžete poslat ze Sitedesku.',
    },
    referenceLabel: 'Číslo',
    quoteLabel: 'Nabídka',
    revision: (number, revision) => (revision > 1 ? `${number}, verze ${revision}` : number),
    totalLabel: 'Celkem',
    signedLabel: 'Podepsáno jménem',
    reasonLabel: 'Uvedený důvod',
    action: 'Otevřít poptávku',
    whyHeading: 'Proč vám tento e-mail přišel',
    why: {
      assignee:
        'Poptávka je přiřazena vám. Tyto e-maily můžete vypnout spolu s odpověďmi návštěvníků v nastavení v Sitedesku.',
      team: 'Poptávka přišla vašemu týmu a zatím není nikomu přiřazena. Tyto e-maily můžete vypnout spolu s odpověďmi návštěvníků v nastavení v Sitedesku.',
      unassigned:
        'Jste vlastníkem nebo administrátorem Sitedesku a nikdo jiný by se o tom nedozvěděl. Tyto e-maily můžete vypnout spolu s odpověďmi návštěvníků v nastavení v Sitedesku.',
    },
  },
  es: {
    subject: {
      accepted: (number, reference) => `Presupuesto ${number} aceptado [${reference}]`,
      declined: (number, reference) => `Presupuesto ${number} rechazado [${reference}]`,
      expired: (number, reference) => `Presupuesto ${number} vencido sin decisión [${reference}]`,
    },
    heading: {
      accepted: 'Se ha aceptado un presupuesto',
      declined: 'Se ha rechazado un presupuesto',
      expired: 'Ha vencido un presupuesto',
    },
    intro: {
      accepted: (name, number) =>
        `${name} ha aceptado el presupuesto ${number} en la página de su solicitud.`,
      declined: (name, number) =>
        `${name} ha rechazado el presupuesto ${number} en la página de su solicitud.`,
      expired: (name, number) =>
        `El presupuesto ${number} para ${name} ha pasado su último día de validez sin una decisión.`,
    },
    next: {
      accepted: 'La consulta se ha marcado como ganada. Confirma el pedido al cliente.',
      declined:
        'La consulta se ha marcado como perdida, salvo que tenga otro presupuesto todavía abierto. Puedes enviar un presupuesto revisado desde el Desk.',
      expired:
        'La consulta se ha marcado como perdida, salvo que tenga otro presupuesto todavía abierto. Puedes enviar un presupuesto revisado desde el Desk.',
    },
    referenceLabel: 'Referencia',
    quoteLabel: 'Presupuesto',
    revision: (number, revision) => (revision > 1 ? `${number}, revisión ${revision}` : number),
    totalLabel: 'Total',
    signedLabel: 'Firmado como',
    reasonLabel: 'Motivo indicado',
    action: 'Abrir la consulta',
    whyHeading: 'Por qué recibes este correo',
    why: {
      assignee:
        'La consulta está asignada a ti. Puedes desactivar estos correos, junto con las respuestas de los visitantes, en tus ajustes del Desk.',
      team: 'La consulta se envió a tu equipo y todavía no está asignada a nadie. Puedes desactivar estos correos, junto con las respuestas de los visitantes, en tus ajustes del Desk.',
      unassigned:
        'Eres propietario o administrador del Desk y nadie más se enteraría. Puedes desactivar estos correos, junto con las respuestas de los visitantes, en tus ajustes del Desk.',
    },
  },
  it: {
    subject: {
      accepted: (number, reference) => `Preventivo ${number} accettato [${reference}]`,
      declined: (number, reference) => `Preventivo ${number} rifiutato [${reference}]`,
      expired: (number, reference) => `Preventivo ${number} scaduto senza decisione [${reference}]`,
    },
    heading: {
      accepted: 'Un preventivo è stato accettato',
      declined: 'Un preventivo è stato rifiutato',
      expired: 'Un preventivo è scaduto',
    },
    intro: {
      accepted: (name, number) =>
        `${name} ha accettato il preventivo ${number} sulla pagina della sua richiesta.`,
      declined: (name, number) =>
        `${name} ha rifiutato il preventivo ${number} sulla pagina della sua richiesta.`,
      expired: (name, number) =>
        `Il preventivo ${number} per ${name} ha superato l’ultimo giorno di validità senza una decisione.`,
    },
    next: {
      accepted: 'La richiesta è segnata come vinta. Conferma l’ordine al cliente.',
      declined:
        'La richiesta è segnata come persa, a meno che un altro suo preventivo sia ancora aperto. Puoi inviare un preventivo rivisto dal Desk.',
      expired:
        'La richiesta è segnata come persa, a meno che un altro suo preventivo sia ancora aperto. Puoi inviare un preventivo rivisto dal Desk.',
    },
    referenceLabel: 'Riferimento',
    quoteLabel: 'Preventivo',
    revision: (number, revision) => (revision > 1 ? `${number}, revisione ${revision}` : number),
    totalLabel: 'Totale',
    signedLabel: 'Firmato come',
    reasonLabel: 'Motivo indicato',
    action: 'Apri la richiesta',
    whyHeading: 'Perché ricevi questa e-mail',
    why: {
      assignee:
        'La richiesta è assegnata a te. Puoi disattivare queste e-mail, insieme alle risposte dei visitatori, nelle tue preferenze del Desk.',
      team: 'La richiesta è stata affidata al tuo team e non è ancora assegnata a nessuno. Puoi disattivare queste e-mail, insieme alle risposte dei visitatori, nelle tue preferenze del Desk.',
      unassigned:
        'Sei proprietario o amministratore del Desk e nessun altro lo verrebbe a sapere. Puoi disattivare queste e-mail, insieme alle risposte dei visitatori, nelle tue preferenze del Desk.',
    },
  },
  pl: {
    subject: {
      accepted: (number, reference) => `Oferta ${number} przyjęta [${reference}]`,
      declined: (number, reference) => `Oferta ${number} odrzucona [${reference}]`,
      expired: (number, reference) => `Oferta ${number} wygasła bez decyzji [${reference}]`,
    },
    heading: {
      accepted: 'Oferta została przyjęta',
      declined: 'Oferta została odrzucona',
      expired: 'Oferta wygasła',
    },
    intro: {
      accepted: (name, number) => `Klient (${name}) przyjął ofertę ${number} na stronie swojego zapytania.`,
      declined: (name, number) => `Klient (${name}) odrzucił ofertę ${number} na stronie swojego zapytania.`,
      expired: (name, number) =>
        `Oferta ${number} dla klienta (${name}) minęła ostatni dzień ważności bez decyzji.`,
    },
    next: {
      accepted: 'Zapytanie jest oznaczone jako wygrane. Prosimy potwierdzić klientowi zamówienie.',
      declined:
        'Zapytanie jest oznaczone jako przegrane, chyba że jest do niego jeszcze inna otwarta oferta. Poprawioną ofertę można wysłać z Sitedesku.',
      expired:
        'Zapytanie jest oznaczone jako przegrane, chyba że jest do niego jeszcze inna otwarta oferta. Poprawioną ofertę można wysłać z Sitedesku.',
    },
    referenceLabel: 'Numer',
    quoteLabel: 'Oferta',
    revision: (number, revision) => (revision > 1 ? `${number}, wersja ${revision}` : number),
    totalLabel: 'Razem',
    signedLabel: 'Podpisano jako',
    reasonLabel: 'Podany powód',
    action: 'Otwórz zapytanie',
    whyHeading: 'Dlaczego otrzymujesz tę wiadomość',
    why: {
      assignee:
        'Zapytanie jest przypisane do Ciebie. Te wiadomości można wyłączyć razem z odpowiedziami odwiedzających w ustawieniach w Sitedesku.',
      team: 'Zapytanie trafiło do Twojego zespołu i nie jest jeszcze nikomu przypisane. Te wiadomości można wyłączyć razem z odpowiedziami odwiedzających w ustawieniach w Sitedesku.',
      unassigned:
        'Jesteś właścicielem lub administratorem Sitedesku i nikt inny by się o tym nie dowiedział. Te wiadomości można wyłączyć razem z odpowiedziami odwiedzających w ustawieniach w Sitedesku.',
    },
  },
};

export function quoteDecidedContent(props: QuoteDecidedMailProps): MailContent {
  const text = copy[props.locale];
  const name = oneLine(props.visitorName);
  const number = oneLine(props.quoteNumber);
  const facts: MailFact[] = [
    { label: text.quoteLabel, value: text.revision(number, props.revision), isLeftToRight: true },
    { label: text.totalLabel, value: props.total },
    { label: text.referenceLabel, value: props.reference, isLeftToRight: true },
  ];
  if (props.decision === 'accepted' && props.acceptedName) {
    facts.push({ label: text.signedLabel, value: oneLine(props.acceptedName) });
  }
  return {
    locale: props.locale,
    subject: text.subject[props.decision](number, oneLine(props.reference)),
    preview: text.intro[props.decision](name, number),
    heading: text.heading[props.decision],
    intro: [text.intro[props.decision](name, number), text.next[props.decision]],
    facts,
    // The buyer's first words, as the server cut them; the whole reason is in the desk.
    ...(props.decision === 'declined' && props.declineReason
      ? { quote: { label: text.reasonLabel, text: props.declineReason, locale: props.locale } }
      : {}),
    action: { label: text.action, href: props.deskUrl },
    sections: [{ heading: text.whyHeading, paragraphs: [text.why[props.reason]] }],
    ...companySignOff(oneLine(props.companyName), props.siteUrl),
  };
}
