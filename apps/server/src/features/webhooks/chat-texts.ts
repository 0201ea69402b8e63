import type { DeskLocale } from '@sitedesk/shared/locales';

/** The words of a chat notice (decision 230): staff read them, so the desk's eight languages. */
type ChatTexts = {
  events: {
    'inquiry.created': string;
    'message.received': string;
    'inquiry.overdue': string;
    'quote.accepted': string;
  };
  test: string;
  company: string;
  country: string;
  topic: string;
  open: string;
};

export const chatTexts: Record<DeskLocale, ChatTexts> = {
  en: {
    events: {
      'inquiry.created': 'New inquiry {reference}',
      'message.received': 'The customer answered on {reference}',
      'inquiry.overdue': 'Inquiry {reference} is overdue',
      'quote.accepted': 'Quotation accepted on {reference}',
    },
    test: 'Test notification from Sitedesk: this channel is connected.',
    company: 'Company',
    country: 'Country',
    topic: 'Topic',
    open: 'Open in the desk',
  },
  de: {
    events: {
      'inquiry.created': 'Neue Anfrage {reference}',
      'message.received': 'Der Kunde hat auf {reference} geantwortet',
      'inquiry.overdue': 'Anfrage {reference} ist überfällig',
      'quote.accepted': 'Angebot zu {reference} angenommen',
    },
    test: 'Testnachricht von Sitedesk: Dieser Kanal ist verbunden.',
    company: 'Firma',
    country: 'Land',
    topic: 'Thema',
    open: 'Im Desk öffnen',
  },
  fr: {
    events: {
      'inquiry.created': 'Nouvelle demande {reference}',
      'message.received': 'Le client a répondu à la demande {reference}',
      'inquiry.overdue': 'La demande {reference} est en retard',
      'quote.accepted': 'Devis accepté pour la demande {reference}',
    },
    test: 'Notification de test de Sitedesk : ce canal est bien connecté.',
    company: 'Société',
    country: 'Pays',
    topic: 'Sujet',
    open: 'Ouvrir dans le desk',
  },
  ar: {
    events: {
      'inquiry.created': 'استفسار جديد {reference}',
      'message.received': 'ردّ العميل على الاستفسار {reference}',
      'inquiry.overdue': 'تأخّر الرد على الاستفسار {reference}',
      'quote.accepted': 'قُبل عرض السعر للاستفسار {reference}',
    },
    test: 'إشعار تجريبي من Sitedesk: هذه القناة متصلة.',
    company: 'الشركة',
    country: 'البلد',
    topic: 'الموضوع',
    open: 'فتح في المكتب',
  },
  cs: {
    events: {
      'inquiry.created': 'Nová poptávka {reference}',
      'message.received': 'Zákazník odpověděl na poptávku {reference}',
      'inquiry.overdue': 'Poptávka {reference} je po termínu',
      'quote.accepted': 'Nabídka k poptávce {reference} byla přijata',
    },
    test: 'Testovací oznámení ze Sitedesku: tento kanál je připojen.',
    company: 'Firma',
    country: 'Země',
    topic: 'Téma',
    open: 'Otevřít v desku',
  },
  es: {
    events: {
      'inquiry.created': 'Nueva consulta {reference}',
      'message.received': 'El cliente ha respondido a la consulta {reference}',
      'inquiry.overdue': 'La consulta {reference} está fuera de plazo',
      'quote.accepted': 'Presupuesto aceptado en la consulta {reference}',
    },
    test: 'Notificación de prueba de Sitedesk: este canal está conectado.',
    company: 'Empresa',
    country: 'País',
    topic: 'Tema',
    open: 'Abrir en el desk',
  },
  it: {
    events: {
      'inquiry.created': 'Nuova richiesta {reference}',
      'message.received': 'Il cliente ha risposto alla richiesta {reference}',
      'inquiry.overdue': 'La richiesta {reference} è in ritardo',
      'quote.accepted': 'Offerta accettata per la richiesta {reference}',
    },
    test: 'Notifica di prova da Sitedesk: questo canale è collegato.',
    company: 'Azienda',
    country: 'Paese',
    topic: 'Argomento',
    open: 'Apri nel desk',
  },
  pl: {
    events: {
      'inquiry.created': 'Nowe zapytanie {reference}',
      'message.received': 'Klient odpowiedział na zapytanie {reference}',
      'inquiry.overdue': 'Zapytanie {reference} jest po terminie',
      'quote.accepted': 'Oferta do zapytania {reference} została przyjęta',
    },
    test: 'Powiadomienie testowe z Sitedesk: ten kanał jest połączony.',
    company: 'Firma',
    country: 'Kraj',
    topic: 'Temat',
    open: 'Otwórz w desku',
  },
};
