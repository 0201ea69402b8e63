import type { Locale } from './locales';

/**
 * The API's error codes: stable strings that clients and the web app may rely on and translate. Every error
 * response has the shape `{ "error": { "code", "message", "fields"? } }`.
 */
export const apiErrorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'invalid_transition',
  'edit_conflict',
  'media_in_use',
  'entry_not_found',
  'entry_not_published',
  'invalid_redirect_target',
  'inquiry_is_spam',
  'delivery_not_failed',
  'rate_limited',
  'database_unavailable',
  'internal_error',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

export type ApiErrorBody = {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, { code: string; message: string }>;
    /** Machine-readable specifics, e.g. who saved a conflicting edit or where a file is used. */
    details?: Record<string, unknown>;
  };
};

export const apiErrorMessages: Record<Locale, Record<ApiErrorCode, string>> = {
  en: {
    bad_request: 'The request could not be read.',
    unauthorized: 'Please sign in first.',
    forbidden: 'You are not allowed to do this.',
    not_found: 'There is nothing at this address.',
    method_not_allowed: 'This address does not accept that method.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'This type of content is not accepted.',
    validation_failed: 'Some fields need your attention.',
    invalid_transition: 'The inquiry cannot move to that status from its current one.',
    edit_conflict:
      'Someone else saved this content after you opened it. Reload to see their version; nothing was overwritten.',
    media_in_use: 'This file is still used by the site’s content. Remove it there first.',
    entry_not_found: 'This entry does not exist (any more). It may have been deleted.',
    entry_not_published:
      'This entry has not been published yet, so there is no published version to go back to.',
    invalid_redirect_target:
      'Visitors can only be sent to a page that exists on the site: a fixed page or a published entry.',
    inquiry_is_spam: 'This inquiry is marked as spam. Move it back before answering it.',
    delivery_not_failed: 'Only a message whose delivery failed can be sent again.',
    rate_limited: 'Too many requests. Please try again later.',
    database_unavailable: 'The service cannot reach its database right now. Please try again shortly.',
    internal_error: 'Something went wrong on our side. Please try again.',
  },
  de: {
    bad_request: 'Die Anfrage konnte nicht gelesen werden.',
    unauthorized: 'Bitte melden Sie sich zuerst an.',
    forbidden: 'Dazu fehlt Ihnen die Berechtigung.',
    not_found: 'Unter dieser Adresse gibt es nichts.',
    method_not_allowed: 'Diese Adresse nimmt diese Methode nicht an.',
    payload_too_large: 'Die Anfrage ist zu groß.',
    unsupported_media_type: 'Diese Art von Inhalt wird nicht angenommen.',
    validation_failed: 'Einige Felder brauchen Ihre Aufmerksamkeit.',
    invalid_transition: 'Die Anfrage kann aus ihrem aktuellen Status nicht in diesen wechseln.',
    edit_conflict:
      'Jemand anderes hat diesen Inhalt gespeichert, nachdem Sie ihn geöffnet haben. Laden Sie neu, um die andere Fassung zu sehen; nichts wurde überschrieben.',
    media_in_use: 'Diese Datei wird noch von Inhalten der Website verwendet. Entfernen Sie sie dort zuerst.',
    entry_not_found: 'Diesen Eintrag gibt es nicht (mehr). Vielleicht wurde er gelöscht.',
    entry_not_published:
      'Dieser Eintrag wurde noch nicht veröffentlicht, es gibt also keine veröffentlichte Fassung, zu der er zurückkehren kann.',
    invalid_redirect_target:
      'Besucher können nur auf eine Seite weitergeleitet werden, die es auf der Website gibt: eine feste Seite oder einen veröffentlichten Eintrag.',
    inquiry_is_spam: 'Diese Anfrage ist als Spam markiert. Holen Sie sie zurück, bevor Sie antworten.',
    delivery_not_failed: 'Nur eine Nachricht, deren Zustellung gescheitert ist, kann erneut gesendet werden.',
    rate_limited: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    database_unavailable:
      'Der Dienst erreicht seine Datenbank gerade nicht. Bitte versuchen Sie es in Kürze erneut.',
    internal_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
};

/**
 * What a field error says when the code is one of the schemas' generic ones (zod's own codes and the shared
 * text rules). Endpoints with their own codes (staff accounts, content) send their own messages.
 */
export const genericFieldMessages: Record<Locale, Record<string, string>> = {
  en: {
    invalid: 'This value is not valid.',
    invalid_characters: 'This contains characters that cannot be stored. Please retype it.',
    invalid_type: 'This value has the wrong type.',
    invalid_value: 'Please choose one of the allowed values.',
    invalid_format: 'This value is not in the expected format.',
    invalid_email: 'Please enter an e-mail address such as name@example.com.',
    invalid_date: 'Please enter a date as YYYY-MM-DD.',
    required: 'Please fill in this field.',
    too_small: 'This value is too short or too small.',
    too_big: 'This value is too long or too large.',
    too_long: 'This is too long.',
    unrecognized_keys: 'This request has fields that are not accepted.',
  },
  de: {
    invalid: 'Dieser Wert ist ungültig.',
    invalid_characters:
      'Das enthält Zeichen, die nicht gespeichert werden können. Bitte tippen Sie es neu ein.',
    invalid_type: 'Dieser Wert hat den falschen Typ.',
    invalid_value: 'Bitte wählen Sie einen der erlaubten Werte.',
    invalid_format: 'Dieser Wert hat nicht das erwartete Format.',
    invalid_email: 'Bitte geben Sie eine E-Mail-Adresse wie name@beispiel.de ein.',
    invalid_date: 'Bitte geben Sie ein Datum als JJJJ-MM-TT ein.',
    required: 'Bitte füllen Sie dieses Feld aus.',
    too_small: 'Dieser Wert ist zu kurz oder zu klein.',
    too_big: 'Dieser Wert ist zu lang oder zu groß.',
    too_long: 'Das ist zu lang.',
    unrecognized_keys: 'Diese Anfrage enthält Felder, die nicht angenommen werden.',
  },
};
