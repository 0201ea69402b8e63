import type { Locale } from '../locales';

/**
 * The visitor's page to ask for erasure (`/{locale}/erasure/{token}`, decision 185) and its link in the
 * confirmation mail, in each language the site has. `{name}` marks a placeholder.
 */
export type ErasureRequestMessages = {
  mailLabel: string;
  mailLink: string;
  documentTitle: string;
  eyebrow: string;
  heading: string;
  intro: string;
  scope: string;
  timing: string;
  submit: string;
  sentHeading: string;
  sent: string;
  rateLimited: string;
  invalidHeading: string;
  invalid: string;
  expiredHeading: string;
  expired: string;
  goneHeading: string;
  gone: string;
};

export const erasureRequestMessageCatalogs: Record<Locale, ErasureRequestMessages> = {
  en: {
    mailLabel: 'Your data',
    mailLink: 'Ask us to erase it',
    documentTitle: 'Erase your data',
    eyebrow: 'Your data',
    heading: 'Ask us to erase your data',
    intro:
      'You sent us the inquiry {reference}. You can ask us to erase everything we hold about your e-mail address.',
    scope:
      'That is every inquiry you sent from it, our conversation with you, notes about it, and the files you sent us.',
    timing: 'We will confirm your request and erase your data within one month. This cannot be undone.',
    submit: 'Ask for erasure',
    sentHeading: 'Your request has been received',
    sent: 'We will erase your data by {date} at the latest.',
    rateLimited: 'Many requests came from your network in a short time. Please try again in an hour.',
    invalidHeading: 'This link does not work',
    invalid: 'The link is incomplete or has been changed. Please use the link from our e-mail as it is.',
    expiredHeading: 'This link has expired',
    expired: 'Please write to us, and we will erase your data all the same.',
    goneHeading: 'There is nothing to erase here',
    gone: 'We no longer hold the inquiry this link belongs to: it has been erased already.',
  },
  de: {
    mailLabel: 'Ihre Daten',
    mailLink: 'Löschung beantragen',
    documentTitle: 'Ihre Daten löschen',
    eyebrow: 'Ihre Daten',
    heading: 'Löschung Ihrer Daten beantragen',
    intro:
      'Sie haben uns die Anfrage {reference} gesendet. Sie können verlangen, dass wir alles löschen, was wir zu Ihrer E-Mail-Adresse gespeichert haben.',
    scope:
      'Das sind alle Anfragen, die Sie von ihr gesendet haben, unser Schriftwechsel mit Ihnen, Notizen dazu und die Dateien, die Sie uns gesendet haben.',
    timing:
      'Wir bestätigen Ihren Antrag und löschen Ihre Daten innerhalb eines Monats. Das lässt sich nicht rückgängig machen.',
    submit: 'Löschung beantragen',
    sentHeading: 'Ihr Antrag ist eingegangen',
    sent: 'Wir löschen Ihre Daten spätestens am {date}.',
    rateLimited:
      'Aus Ihrem Netz kamen in kurzer Zeit viele Anträge. Bitte versuchen Sie es in einer Stunde erneut.',
    invalidHeading: 'Dieser Link funktioniert nicht',
    invalid:
      'Der Link ist unvollständig oder wurde verändert. Bitte verwenden Sie den Link aus unserer E-Mail unverändert.',
    expiredHeading: 'Dieser Link ist abgelaufen',
    expired: 'Bitte schreiben Sie uns; wir löschen Ihre Daten dann trotzdem.',
    goneHeading: 'Hier gibt es nichts zu löschen',
    gone: 'Die Anfrage, zu der dieser Link gehört, haben wir nicht mehr: Sie wurde bereits gelöscht.',
  },
  fr: {
    mailLabel: 'Vos données',
    mailLink: 'Demander leur effacement',
    documentTitle: 'Effacer vos données',
    eyebrow: 'Vos données',
    heading: 'Demander l’effacement de vos données',
    intro:
      'Vous nous avez envoyé la demande {reference}. Vous pouvez nous demander d’effacer tout ce que nous conservons sur votre adresse e-mail.',
    scope:
      'C’est-à-dire toutes les demandes envoyées depuis cette adresse, nos échanges avec vous, les notes à leur sujet et les fichiers que vous nous avez envoyés.',
    timing:
      'Nous confirmerons votre demande et effacerons vos données dans un délai d’un mois. Cette opération est définitive.',
    submit: 'Demander l’effacement',
    sentHeading: 'Votre demande a bien été reçue',
    sent: 'Nous effacerons vos données au plus tard le {date}.',
    rateLimited:
      'De nombreuses demandes sont venues de votre réseau en peu de temps. Veuillez réessayer dans une heure.',
    invalidHeading: 'Ce lien ne fonctionne pas',
    invalid: 'Le lien est incomplet ou a été modifié. Veuillez utiliser le lien de notre e-mail tel quel.',
    expiredHeading: 'Ce lien a expiré',
    expired: 'Écrivez-nous, et nous effacerons vos données malgré tout.',
    goneHeading: 'Il n’y a rien à effacer ici',
    gone: 'Nous ne conservons plus la demande à laquelle ce lien appartient : elle a déjà été effacée.',
  },
  ar: {
    mailLabel: 'بياناتك',
    mailLink: 'اطلب منا حذفها',
    documentTitle: 'حذف بياناتك',
    eyebrow: 'بياناتك',
    heading: 'اطلب حذف بياناتك',
    intro:
      'أرسلت إلينا الاستفسار {reference}. يمكنك أن تطلب منا حذف كل ما نحتفظ به عن عنوان بريدك الإلكتروني.',
    scope: 'ويشمل ذلك كل استفسار أرسلته منه، ومراسلاتنا معك، والملاحظات عنه، والملفات التي أرسلتها إلينا.',
    timing: 'سنؤكد طلبك ونحذف بياناتك خلال شهر واحد. ولا يمكن التراجع عن ذلك.',
    submit: 'اطلب الحذف',
    sentHeading: 'تلقّينا طلبك',
    sent: 'سنحذف بياناتك في موعد أقصاه {date}.',
    rateLimited: 'وصلت طلبات كثيرة من شبكتك في وقت قصير. يُرجى المحاولة مرة أخرى بعد ساعة.',
    invalidHeading: 'هذا الرابط لا يعمل',
    invalid: 'الرابط غير مكتمل أو تم تغييره. يُرجى استخدام الرابط الوارد في رسالتنا كما هو.',
    expiredHeading: 'انتهت صلاحية هذا الرابط',
    expired: 'يُرجى مراسلتنا، وسنحذف بياناتك مع ذلك.',
    goneHeading: 'لا يوجد ما يُحذف هنا',
    gone: 'لم نعد نحتفظ بالاستفسار الذي يخص هذا الرابط: لقد حُذف بالفعل.',
  },
};
