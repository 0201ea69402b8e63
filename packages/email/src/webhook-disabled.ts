import type { DeskLocale } from '@sitedesk/shared/locales';
import { oneLine } from './inquiry-formatting';
import type { MailContent } from './mail-content';
import { companySignOff } from './sign-off';

/**
 * The owners' and admins' notice that Sitedesk switched a webhook endpoint off (decision 226): its receiver
 * answered `410 Gone`, or its deliveries failed for five days. Once per switching off; names the endpoint by
 * its host only (a URL's path or query may hold the receiver's own token) and links the webhook settings.
 */
export type WebhookDisabledMailProps = {
  /** The recipient's desk language. */
  locale: DeskLocale;
  /** e.g. `hooks.crm.example` */
  host: string;
  reason: 'gone' | 'failing';
  settingsUrl: string;
  companyName: string;
  siteUrl: string;
};

type Reason = WebhookDisabledMailProps['reason'];

type Copy = {
  subject: (host: string) => string;
  heading: string;
  intro: Record<Reason, (host: string) => string>;
  next: string;
  hostLabel: string;
  reasonLabel: string;
  reason: Record<Reason, string>;
  action: string;
  whyHeading: string;
  why: string;
};

const copy: Record<DeskLocale, Copy> = {
  en: {
    subject: (host) => `Webhook to ${host} switched off`,
    heading: 'A webhook endpoint was switched off',
    intro: {
      gone: (host) =>
        `The endpoint at ${host} answered 410 Gone, which says it no longer exists, so Sitedesk stopped sending events to it.`,
      failing: (host) =>
        `Deliveries to the endpoint at ${host} have failed for five days without a single success, so Sitedesk stopped sending events to it.`,
    },
    next: 'Events that happen while it is off are not kept for it. Once the receiver works again, switch the endpoint back on in the webhook settings; failed deliveries can be sent again from its delivery log.',
    hostLabel: 'Endpoint',
    reasonLabel: 'Reason',
    reason: { gone: 'The receiver answered 410 Gone', failing: 'Five days of failed deliveries' },
    action: 'Open the webhook settings',
    whyHeading: 'Why you get this e-mail',
    why: 'You are an owner or admin of the desk, and webhooks are yours to look after.',
  },
  de: {
    subject: (host) => `Webhook an ${host} abgeschaltet`,
    heading: 'Ein Webhook-Endpunkt wurde abgeschaltet',
    intro: {
      gone: (host) =>
        `Der Endpunkt unter ${host} hat mit 410 Gone geantwortet, es gibt ihn also nicht mehr. Sitedesk sendet ihm deshalb keine Ereignisse mehr.`,
      failing: (host) =>
        `Zustellungen an den Endpunkt unter ${host} schlagen seit fünf Tagen ohne einen einzigen Erfolg fehl. Sitedesk sendet ihm deshalb keine Ereignisse mehr.`,
    },
    next: 'Ereignisse aus der Zeit, in der er abgeschaltet ist, werden für ihn nicht aufbewahrt. Sobald der Empfänger wieder funktioniert, schalten Sie den Endpunkt in den Webhook-Einstellungen wieder ein; fehlgeschlagene Zustellungen lassen sich aus seinem Zustellprotokoll erneut senden.',
    hostLabel: 'Endpunkt',
    reasonLabel: 'Grund',
    reason: {
      gone: 'Der Empfänger antwortete mit 410 Gone',
      failing: 'Fünf Tage fehlgeschlagener Zustellungen',
    },
    action: 'Webhook-Einstellungen öffnen',
    whyHeading: 'Warum Sie diese E-Mail erhalten',
    why: 'Sie sind Inhaber oder Administrator des Desks und damit für die Webhooks zuständig.',
  },
  fr: {
    subject: (host) => `Webhook vers ${host} désactivé`,
    heading: 'Un point de terminaison webhook a été désactivé',
    intro: {
      gone: (host) =>
        `Le point de terminaison ${host} a répondu 410 Gone, ce qui signifie qu’il n’existe plus ; Sitedesk a donc cessé de lui envoyer des événements.`,
      failing: (host) =>
        `Les envois vers le point de terminaison ${host} échouent depuis cinq jours sans un seul succès ; Sitedesk a donc cessé de lui envoyer des événements.`,
    },
    next: 'Les événements survenus pendant qu’il est désactivé ne sont pas conservés pour lui. Dès que le destinataire fonctionne de nouveau, réactivez le point de terminaison dans les réglages des webhooks ; les envois échoués peuvent être relancés depuis son journal des envois.',
    hostLabel: 'Point de terminaison',
    reasonLabel: 'Motif',
    reason: { gone: 'Le destinataire a répondu 410 Gone', failing: 'Cinq jours d’envois échoués' },
    action: 'Ouvrir les réglages des webhooks',
    whyHeading: 'Pourquoi vous recevez cet e-mail',
    why: 'Vous êtes propriétaire ou administrateur du desk, et les webhooks relèvent de vous.',
  },
  ar: {
    subject: (host) => `أُوقف Webhook الموجَّه إلى ${host}`,
    heading: 'أُوقفت نقطة استقبال Webhook',
    intro: {
      gone: (host) =>
        `ردّت نقطة الاستقبال على ${host} بالرمز 410 Gone، أي أنها لم تعد موجودة، فتوقّف Sitedesk عن إرسال الأحداث إليها.`,
      failing: (host) =>
        `تفشل عمليات التسليم إلى نقطة الاستقبال على ${host} منذ خمسة أيام دون أي نجاح، فتوقّف Sitedesk عن إرسال الأحداث إليها.`,
    },
    next: 'الأحداث التي تقع أثناء إيقافها لا تُحفظ لها. عندما يعمل المستقبِل من جديد، أعد تشغيل نقطة الاستقبال من إعدادات Webhooks، ويمكن إعادة إرسال عمليات التسليم الفاشلة من سجل التسليم الخاص بها.',
    hostLabel: 'نقطة الاستقبال',
    reasonLabel: 'السبب',
    reason: { gone: 'ردّ المستقبِل بالرمز 410 Gone', failing: 'خمسة أيام من عمليات التسليم الفاشلة' },
    action: 'فتح إعدادات Webhooks',
    whyHeading: 'لماذا تصلك هذه الرسالة',
    why: 'أنت مالك المكتب أو مسؤول عنه، والعناية بـ Webhooks من مهامك.',
  },
  cs: {
    subject: (host) => `Webhook na ${host} byl vypnut`,
    heading: 'Koncový bod webhooku byl vypnut',
    intro: {
      gone: (host) =>
        `Koncový bod na ${host} odpověděl 410 Gone, tedy už neexistuje, a Sitedesk mu proto přestal posílat události.`,
      failing: (host) =>
        `Doručování na koncový bod na ${host} už pět dní selhává bez jediného úspěchu, a Sitedesk mu proto přestal posílat události.`,
    },
    next: 'Události, které nastanou, dokud je vypnutý, se pro něj neuchovávají. Jakmile příjemce znovu funguje, zapněte koncový bod v nastavení webhooků; neúspěšná doručení můžete z jeho protokolu doručení odeslat znovu.',
    hostLabel: 'Koncový bod',
    reasonLabel: 'Důvod',
    reason: { gone: 'Příjemce odpověděl 410 Gone', failing: 'Pět dní neúspěšných doručení' },
    action: 'Otevřít nastavení webhooků',
    whyHeading: 'Proč vám tento e-mail přišel',
    why: 'Jste vlastníkem nebo administrátorem Sitedesku a webhooky spravujete vy.',
  },
  es: {
    subject: (host) => `Webhook a ${host} desactivado`,
    heading: 'Se ha desactivado un endpoint de webhook',
    intro: {
      gone: (host) =>
        `El endpoint en ${host} respondió 410 Gone, es decir, ya no existe, así que Sitedesk ha dejado de enviarle eventos.`,
      failing: (host) =>
        `Los envíos al endpoint en ${host} llevan cinco días fallando sin un solo éxito, así que Sitedesk ha dejado de enviarle eventos.`,
    },
    next: 'Los eventos que ocurran mientras esté desactivado no se guardan para él. Cuando el receptor vuelva a funcionar, reactiva el endpoint en los ajustes de webhooks; los envíos fallidos se pueden reenviar desde su registro de envíos.',
    hostLabel: 'Endpoint',
    reasonLabel: 'Motivo',
    reason: { gone: 'El receptor respondió 410 Gone', failing: 'Cinco días de envíos fallidos' },
    action: 'Abrir los ajustes de webhooks',
    whyHeading: 'Por qué recibes este correo',
    why: 'Eres propietario o administrador del Desk y los webhooks están a tu cargo.',
  },
  it: {
    subject: (host) => `Webhook verso ${host} disattivato`,
    heading: 'Un endpoint webhook è stato disattivato',
    intro: {
      gone: (host) =>
        `L’endpoint su ${host} ha risposto 410 Gone, cioè non esiste più, quindi Sitedesk ha smesso di inviargli eventi.`,
      failing: (host) =>
        `Le consegne all’endpoint su ${host} falliscono da cinque giorni senza un solo successo, quindi Sitedesk ha smesso di inviargli eventi.`,
    },
    next: 'Gli eventi che avvengono mentre è disattivato non vengono conservati per lui. Quando il ricevitore torna a funzionare, riattiva l’endpoint nelle impostazioni dei webhook; le consegne fallite si possono inviare di nuovo dal suo registro delle consegne.',
    hostLabel: 'Endpoint',
    reasonLabel: 'Motivo',
    reason: { gone: 'Il ricevitore ha risposto 410 Gone', failing: 'Cinque giorni di consegne fallite' },
    action: 'Apri le impostazioni dei webhook',
    whyHeading: 'Perché ricevi questa e-mail',
    why: 'Sei proprietario o amministratore del Desk e i webhook sono di tua competenza.',
  },
  pl: {
    subject: (host) => `Webhook do ${host} wyłączony`,
    heading: 'Punkt końcowy webhooka został wyłączony',
    intro: {
      gone: (host) =>
        `Punkt końcowy pod adresem ${host} odpowiedział 410 Gone, czyli już nie istnieje, dlatego Sitedesk przestał wysyłać do niego zdarzenia.`,
      failing: (host) =>
        `Dostarczanie do punktu końcowego pod adresem ${host} od pięciu dni kończy się błędem bez ani jednego sukcesu, dlatego Sitedesk przestał wysyłać do niego zdarzenia.`,
    },
    next: 'Zdarzenia, które wystąpią, gdy jest wyłączony, nie są dla niego zachowywane. Gdy odbiorca znów zacznie działać, włącz punkt końcowy w ustawieniach webhooków; nieudane dostawy można wysłać ponownie z jego dziennika dostaw.',
    hostLabel: 'Punkt końcowy',
    reasonLabel: 'Powód',
    reason: { gone: 'Odbiorca odpowiedział 410 Gone', failing: 'Pięć dni nieudanych dostaw' },
    action: 'Otwórz ustawienia webhooków',
    whyHeading: 'Dlaczego otrzymujesz tę wiadomość',
    why: 'Jesteś właścicielem lub administratorem Sitedesku, a webhooki są w Twojej gestii.',
  },
};

export function webhookDisabledContent(props: WebhookDisabledMailProps): MailContent {
  const text = copy[props.locale];
  const host = oneLine(props.host);
  return {
    locale: props.locale,
    subject: text.subject(host),
    preview: text.intro[props.reason](host),
    heading: text.heading,
    intro: [text.intro[props.reason](host), text.next],
    facts: [
      { label: text.hostLabel, value: host, isLeftToRight: true },
      { label: text.reasonLabel, value: text.reason[props.reason] },
    ],
    action: { label: text.action, href: props.settingsUrl },
    sections: [{ heading: text.whyHeading, paragraphs: [text.why] }],
    ...companySignOff(oneLine(props.companyName), props.siteUrl),
  };
}
