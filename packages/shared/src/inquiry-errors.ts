import type { InquiryFieldErrorCode } from './inquiry';
import type { Locale } from './locales';

/**
 * What each field error code says to the visitor. The API returns these messages next to the codes; the web
 * form shows them next to the field.
 */
export const inquiryFieldErrorMessages: Record<Locale, Record<InquiryFieldErrorCode, string>> = {
  en: {
    required: 'Please fill in this field.',
    too_short: 'Please write a little more.',
    too_long: 'This is too long.',
    invalid: 'This value is not valid.',
    invalid_characters: 'This contains characters that cannot be stored. Please retype it.',
    invalid_email: 'Please enter an e-mail address such as name@example.com.',
    invalid_phone: 'This is not a valid phone number for the selected country.',
    invalid_phone_country: 'Please choose a country for the phone number.',
    invalid_country: 'Please choose a country from the list.',
    invalid_topic: 'Please choose a topic from the list.',
    invalid_locale: 'Please choose one of the site’s languages.',
    consent_required: 'Please agree to the privacy policy so that we may answer you.',
    too_many_files: 'Please attach no more than 5 files.',
    file_too_large: 'Each file may be at most 10 MB.',
    files_too_large: 'All files together may be at most 25 MB.',
    unsupported_file_type: 'Please attach PDF, image, office or CAD files only.',
    invalid_entry: 'This product or job is no longer on offer. Please remove it and tell us in your message.',
    cv_required: 'Please attach your CV as a PDF or Word document.',
  },
  de: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    too_short: 'Bitte schreiben Sie etwas mehr.',
    too_long: 'Das ist zu lang.',
    invalid: 'Dieser Wert ist ungültig.',
    invalid_characters:
      'Das enthält Zeichen, die nicht gespeichert werden können. Bitte tippen Sie es neu ein.',
    invalid_email: 'Bitte geben Sie eine E-Mail-Adresse wie name@beispiel.de ein.',
    invalid_phone: 'Das ist keine gültige Telefonnummer für das gewählte Land.',
    invalid_phone_country: 'Bitte wählen Sie ein Land für die Telefonnummer.',
    invalid_country: 'Bitte wählen Sie ein Land aus der Liste.',
    invalid_topic: 'Bitte wählen Sie ein Thema aus der Liste.',
    invalid_locale: 'Bitte wählen Sie eine der Sprachen der Website.',
    consent_required: 'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihnen antworten dürfen.',
    too_many_files: 'Bitte hängen Sie höchstens 5 Dateien an.',
    file_too_large: 'Jede Datei darf höchstens 10 MB groß sein.',
    files_too_large: 'Alle Dateien zusammen dürfen höchstens 25 MB groß sein.',
    unsupported_file_type: 'Bitte hängen Sie nur PDF-, Bild-, Office- oder CAD-Dateien an.',
    invalid_entry:
      'Dieses Produkt oder diese Stelle wird nicht mehr angeboten. Bitte entfernen Sie den Bezug und schreiben Sie uns in Ihrer Nachricht, worum es geht.',
    cv_required: 'Bitte hängen Sie Ihren Lebenslauf als PDF- oder Word-Dokument an.',
  },
  fr: {
    required: 'Veuillez remplir ce champ.',
    too_short: 'Veuillez en écrire un peu plus.',
    too_long: 'C’est trop long.',
    invalid: 'Cette valeur n’est pas valide.',
    invalid_characters:
      'Ce texte contient des caractères qui ne peuvent pas être enregistrés. Veuillez le ressaisir.',
    invalid_email: 'Veuillez saisir une adresse e-mail telle que nom@exemple.fr.',
    invalid_phone: 'Ce numéro de téléphone n’est pas valide pour le pays choisi.',
    invalid_phone_country: 'Veuillez choisir un pays pour le numéro de téléphone.',
    invalid_country: 'Veuillez choisir un pays dans la liste.',
    invalid_topic: 'Veuillez choisir un sujet dans la liste.',
    invalid_locale: 'Veuillez choisir l’une des langues du site.',
    consent_required:
      'Veuillez accepter la politique de confidentialité afin que nous puissions vous répondre.',
    too_many_files: 'Veuillez joindre 5 fichiers au maximum.',
    file_too_large: 'Chaque fichier peut faire 10 Mo au maximum.',
    files_too_large: 'L’ensemble des fichiers peut faire 25 Mo au maximum.',
    unsupported_file_type: 'Veuillez joindre uniquement des fichiers PDF, images, bureautiques ou CAO.',
    invalid_entry:
      'Ce produit ou ce poste n’est plus proposé. Veuillez le retirer et nous en parler dans votre message.',
    cv_required: 'Veuillez joindre votre CV au format PDF ou Word.',
  },
  ar: {
    required: 'يُرجى ملء هذا الحقل.',
    too_short: 'يُرجى كتابة المزيد قليلًا.',
    too_long: 'هذا النص طويل جدًا.',
    invalid: 'هذه القيمة غير صالحة.',
    invalid_characters: 'يحتوي هذا النص على أحرف لا يمكن حفظها. يُرجى إعادة كتابته.',
    invalid_email: 'يُرجى إدخال عنوان بريد إلكتروني مثل name@example.com.',
    invalid_phone: 'هذا ليس رقم هاتف صالحًا للبلد المختار.',
    invalid_phone_country: 'يُرجى اختيار بلد لرقم الهاتف.',
    invalid_country: 'يُرجى اختيار بلد من القائمة.',
    invalid_topic: 'يُرجى اختيار موضوع من القائمة.',
    invalid_locale: 'يُرجى اختيار إحدى لغات الموقع.',
    consent_required: 'يُرجى الموافقة على سياسة الخصوصية حتى نتمكن من الرد عليك.',
    too_many_files: 'يُرجى إرفاق 5 ملفات كحد أقصى.',
    file_too_large: 'يجب ألا يتجاوز حجم كل ملف 10 ميغابايت.',
    files_too_large: 'يجب ألا يتجاوز حجم جميع الملفات معًا 25 ميغابايت.',
    unsupported_file_type: 'يُرجى إرفاق ملفات PDF أو صور أو ملفات مكتبية أو ملفات CAD فقط.',
    invalid_entry: 'لم يعد هذا المنتج أو هذه الوظيفة متاحًا. يُرجى إزالته وإخبارنا بذلك في رسالتك.',
    cv_required: 'يُرجى إرفاق سيرتك الذاتية بصيغة PDF أو Word.',
  },
};

/** The fields the schema reports as `required` when they are empty. */
export const inquiryRequiredFields = ['name', 'email', 'country', 'message'] as const;
export type InquiryRequiredField = (typeof inquiryRequiredFields)[number];

/**
 * `required` said per field, naming it: in the error summary, or to a screen reader that lands on the
 * message alone, "Please fill in this field." does not say which one.
 */
export const inquiryRequiredFieldMessages: Record<Locale, Record<InquiryRequiredField, string>> = {
  en: {
    name: 'Please enter your name.',
    email: 'Please enter your e-mail address.',
    country: "Please choose your company's country.",
    message: 'Please write your message.',
  },
  de: {
    name: 'Bitte geben Sie Ihren Namen ein.',
    email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    country: 'Bitte wählen Sie das Land des Unternehmens.',
    message: 'Bitte schreiben Sie Ihre Nachricht.',
  },
  fr: {
    name: 'Veuillez saisir votre nom.',
    email: 'Veuillez saisir votre adresse e-mail.',
    country: 'Veuillez choisir le pays de l’entreprise.',
    message: 'Veuillez écrire votre message.',
  },
  ar: {
    name: 'يُرجى إدخال الاسم.',
    email: 'يُرجى إدخال البريد الإلكتروني.',
    country: 'يُرجى اختيار بلد الشركة.',
    message: 'يُرجى كتابة رسالتك.',
  },
};

/** One language's field error texts: by code, and `required` by field. */
export type InquiryFieldErrorTexts = {
  byCode: Record<InquiryFieldErrorCode, string>;
  required: Record<InquiryRequiredField, string>;
};

export function inquiryFieldErrorTexts(locale: Locale): InquiryFieldErrorTexts {
  return { byCode: inquiryFieldErrorMessages[locale], required: inquiryRequiredFieldMessages[locale] };
}

function isRequiredField(field: string): field is InquiryRequiredField {
  return (inquiryRequiredFields as readonly string[]).includes(field);
}

/** What one field's error says: a required field's own message, otherwise the code's. */
export function inquiryFieldErrorMessage(
  texts: InquiryFieldErrorTexts,
  field: string,
  code: InquiryFieldErrorCode,
): string {
  return code === 'required' && isRequiredField(field) ? texts.required[field] : texts.byCode[code];
}
