import type { Locale } from './locales';

/**
 * The API's error codes: stable strings that clients and the web app may rely on and translate. Every error
 * response has the shape `{ "error": { "code", "message", "fields"? } }`.
 */
export const apiErrorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'two_factor_required',
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
  'merge_refused',
  'delivery_not_failed',
  'rate_limited',
  'database_unavailable',
  'storage_unavailable',
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
    two_factor_required: 'Set up a second factor first.',
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
    merge_refused:
      'These inquiries cannot be merged: only two different inquiries of the same e-mail address can be, neither of them spam nor merged already.',
    delivery_not_failed: 'Only a message whose delivery failed can be sent again.',
    rate_limited: 'Too many requests. Please try again later.',
    database_unavailable: 'The service cannot reach its database right now. Please try again shortly.',
    storage_unavailable: 'The service cannot reach its file storage right now. Please try again shortly.',
    internal_error: 'Something went wrong on our side. Please try again.',
  },
  de: {
    bad_request: 'Die Anfrage konnte nicht gelesen werden.',
    unauthorized: 'Bitte melden Sie sich zuerst an.',
    forbidden: 'Dazu fehlt Ihnen die Berechtigung.',
    two_factor_required: 'Richten Sie zuerst einen zweiten Faktor ein.',
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
    merge_refused:
      'Diese Anfragen lassen sich nicht zusammenführen: nur zwei verschiedene Anfragen derselben E-Mail-Adresse, keine davon Spam oder schon zusammengeführt.',
    delivery_not_failed: 'Nur eine Nachricht, deren Zustellung gescheitert ist, kann erneut gesendet werden.',
    rate_limited: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    database_unavailable:
      'Der Dienst erreicht seine Datenbank gerade nicht. Bitte versuchen Sie es in Kürze erneut.',
    storage_unavailable:
      'Der Dienst erreicht seinen Dateispeicher gerade nicht. Bitte versuchen Sie es in Kürze erneut.',
    internal_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  fr: {
    bad_request: 'La requête n’a pas pu être lue.',
    unauthorized: 'Veuillez d’abord vous connecter.',
    forbidden: 'Vous n’êtes pas autorisé à effectuer cette action.',
    two_factor_required: 'Configurez d’abord un second facteur.',
    not_found: 'Il n’y a rien à cette adresse.',
    method_not_allowed: 'Cette adresse n’accepte pas cette méthode.',
    payload_too_large: 'La requête est trop volumineuse.',
    unsupported_media_type: 'Ce type de contenu n’est pas accepté.',
    validation_failed: 'Certains champs demandent votre attention.',
    invalid_transition: 'La demande ne peut pas passer à ce statut depuis son statut actuel.',
    edit_conflict:
      'Quelqu’un d’autre a enregistré ce contenu après que vous l’avez ouvert. Rechargez pour voir sa version ; rien n’a été écrasé.',
    media_in_use: 'Ce fichier est encore utilisé par le contenu du site. Retirez-le d’abord à cet endroit.',
    entry_not_found: 'Cette entrée n’existe pas (ou plus). Elle a peut-être été supprimée.',
    entry_not_published:
      'Cette entrée n’a pas encore été publiée : il n’existe donc pas de version publiée à laquelle revenir.',
    invalid_redirect_target:
      'Les visiteurs ne peuvent être redirigés que vers une page qui existe sur le site : une page fixe ou une entrée publiée.',
    inquiry_is_spam: 'Cette demande est marquée comme spam. Rétablissez-la avant d’y répondre.',
    merge_refused:
      'Ces demandes ne peuvent pas être fusionnées : seules deux demandes différentes de la même adresse e-mail peuvent l’être, aucune n’étant du spam ni déjà fusionnée.',
    delivery_not_failed: 'Seul un message dont l’envoi a échoué peut être renvoyé.',
    rate_limited: 'Trop de requêtes. Veuillez réessayer plus tard.',
    database_unavailable:
      'Le service ne parvient pas à joindre sa base de données pour le moment. Veuillez réessayer dans un instant.',
    storage_unavailable:
      'Le service ne parvient pas à joindre son stockage de fichiers pour le moment. Veuillez réessayer dans un instant.',
    internal_error: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  },
  ar: {
    bad_request: 'تعذّرت قراءة الطلب.',
    unauthorized: 'يُرجى تسجيل الدخول أولًا.',
    forbidden: 'ليس لديك إذن بتنفيذ هذا الإجراء.',
    two_factor_required: 'فعِّل عاملًا ثانيًا للتحقق أولًا.',
    not_found: 'لا يوجد شيء على هذا العنوان.',
    method_not_allowed: 'هذا العنوان لا يقبل هذه الطريقة.',
    payload_too_large: 'الطلب كبير جدًا.',
    unsupported_media_type: 'هذا النوع من المحتوى غير مقبول.',
    validation_failed: 'بعض الحقول تحتاج إلى مراجعتك.',
    invalid_transition: 'لا يمكن نقل الاستفسار إلى هذه الحالة من حالته الحالية.',
    edit_conflict: 'حفظ شخص آخر هذا المحتوى بعد أن فتحته. أعد تحميل الصفحة لترى نسخته؛ لم يُستبدل أي شيء.',
    media_in_use: 'ما زال محتوى الموقع يستخدم هذا الملف. أزِله من هناك أولًا.',
    entry_not_found: 'هذا الإدخال غير موجود (أو لم يعد موجودًا). ربما حُذف.',
    entry_not_published: 'لم يُنشر هذا الإدخال بعد، لذا لا توجد نسخة منشورة يمكن الرجوع إليها.',
    invalid_redirect_target:
      'لا يمكن توجيه الزوار إلا إلى صفحة موجودة على الموقع: صفحة ثابتة أو إدخال منشور.',
    inquiry_is_spam: 'هذا الاستفسار مُعلَّم كرسالة مزعجة. أعِده قبل الرد عليه.',
    merge_refused:
      'لا يمكن دمج هذين الاستفسارين: يمكن دمج استفسارين مختلفين من عنوان البريد الإلكتروني نفسه فقط، بشرط ألا يكون أيٌّ منهما رسالة مزعجة أو مدمجًا من قبل.',
    delivery_not_failed: 'لا يمكن إعادة إرسال إلا رسالة فشل تسليمها.',
    rate_limited: 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
    database_unavailable: 'تعذّر على الخدمة الوصول إلى قاعدة بياناتها الآن. يُرجى المحاولة بعد قليل.',
    storage_unavailable: 'تعذّر على الخدمة الوصول إلى مخزن ملفاتها الآن. يُرجى المحاولة بعد قليل.',
    internal_error: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
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
    unknown_language: 'Sitedesk has no such language. Choose one of en, de, fr or ar.',
    default_language_required:
      'English is the default language: untranslated content falls back to it, so the site always offers it.',
    files_too_large:
      'These files together are larger than one message may carry. Please send fewer or smaller files.',
    too_many_files: 'One message can carry only a few files. Please send fewer.',
    duplicate_attachment: 'Each file can be attached only once.',
    unknown_time_zone: 'Please choose a time zone by its IANA name, such as Europe/Berlin.',
    invalid_time: 'Please enter a time as HH:MM, from 00:00 to 24:00.',
    invalid_interval: 'Each period must start before it ends.',
    overlapping_intervals: 'The periods of one day must not overlap.',
    invalid_duration: 'Please enter a target such as PT4H (4 hours), PT30M or P1D, at most 90 days.',
    duplicate_member: 'Each member can be listed only once.',
    duplicate_tag: 'A tag with this name exists already (capitals do not count).',
    too_many_views: 'There are as many saved views as the desk keeps. Please delete one first.',
    unknown_member: 'Not a staff member who reads inquiries.',
    lead_not_member: 'The lead must be one of the team’s members.',
    invalid_country: 'Please use two-letter country codes such as DE.',
    unknown_team: 'There is no such team.',
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
    unknown_language: 'Diese Sprache gibt es in Sitedesk nicht. Wählen Sie en, de, fr oder ar.',
    default_language_required:
      'Englisch ist die Standardsprache: Nicht übersetzte Inhalte fallen darauf zurück, deshalb bietet die Website sie immer an.',
    files_too_large:
      'Diese Dateien sind zusammen größer, als eine Nachricht tragen darf. Bitte senden Sie weniger oder kleinere Dateien.',
    too_many_files: 'Eine Nachricht kann nur wenige Dateien tragen. Bitte senden Sie weniger.',
    duplicate_attachment: 'Jede Datei kann nur einmal angehängt werden.',
    unknown_time_zone: 'Bitte wählen Sie eine Zeitzone mit ihrem IANA-Namen, etwa Europe/Berlin.',
    invalid_time: 'Bitte geben Sie eine Uhrzeit als HH:MM an, von 00:00 bis 24:00.',
    invalid_interval: 'Jeder Zeitraum muss beginnen, bevor er endet.',
    overlapping_intervals: 'Die Zeiträume eines Tages dürfen sich nicht überschneiden.',
    invalid_duration: 'Bitte geben Sie ein Ziel wie PT4H (4 Stunden), PT30M oder P1D an, höchstens 90 Tage.',
    duplicate_member: 'Jedes Mitglied kann nur einmal genannt werden.',
    duplicate_tag: 'Ein Schlagwort mit diesem Namen gibt es schon (Groß- und Kleinschreibung zählt nicht).',
    too_many_views:
      'Es gibt so viele gespeicherte Ansichten, wie der Desk aufhebt. Bitte löschen Sie zuerst eine.',
    unknown_member: 'Kein Teammitglied, das Anfragen liest.',
    lead_not_member: 'Die Leitung muss eines der Mitglieder des Teams sein.',
    invalid_country: 'Bitte verwenden Sie zweibuchstabige Ländercodes wie DE.',
    unknown_team: 'Dieses Team gibt es nicht.',
  },
  fr: {
    invalid: 'Cette valeur n’est pas valide.',
    invalid_characters:
      'Ce texte contient des caractères qui ne peuvent pas être enregistrés. Veuillez le ressaisir.',
    invalid_type: 'Cette valeur n’est pas du bon type.',
    invalid_value: 'Veuillez choisir l’une des valeurs autorisées.',
    invalid_format: 'Cette valeur n’est pas au format attendu.',
    invalid_email: 'Veuillez saisir une adresse e-mail telle que nom@exemple.fr.',
    invalid_date: 'Veuillez saisir une date au format AAAA-MM-JJ.',
    required: 'Veuillez remplir ce champ.',
    too_small: 'Cette valeur est trop courte ou trop petite.',
    too_big: 'Cette valeur est trop longue ou trop grande.',
    too_long: 'C’est trop long.',
    unrecognized_keys: 'Cette requête contient des champs qui ne sont pas acceptés.',
    unknown_language: 'Sitedesk ne connaît pas cette langue. Choisissez en, de, fr ou ar.',
    default_language_required:
      'L’anglais est la langue par défaut : le contenu non traduit s’affiche en anglais, le site la propose donc toujours.',
    files_too_large:
      'Ces fichiers dépassent ensemble la taille qu’un message peut contenir. Veuillez envoyer moins de fichiers ou des fichiers plus petits.',
    too_many_files: 'Un message ne peut contenir que quelques fichiers. Veuillez en envoyer moins.',
    duplicate_attachment: 'Chaque fichier ne peut être joint qu’une seule fois.',
    unknown_time_zone: 'Veuillez choisir un fuseau horaire par son nom IANA, par exemple Europe/Paris.',
    invalid_time: 'Veuillez saisir une heure au format HH:MM, de 00:00 à 24:00.',
    invalid_interval: 'Chaque plage doit commencer avant de finir.',
    overlapping_intervals: 'Les plages d’une même journée ne doivent pas se chevaucher.',
    invalid_duration:
      'Veuillez saisir un objectif tel que PT4H (4 heures), PT30M ou P1D, 90 jours au maximum.',
    duplicate_member: 'Chaque membre ne peut figurer qu’une seule fois.',
    duplicate_tag: 'Une étiquette porte déjà ce nom (majuscules et minuscules comprises).',
    too_many_views:
      'Le desk garde déjà autant de vues enregistrées que possible. Veuillez d’abord en supprimer une.',
    unknown_member: 'Ce n’est pas un membre de l’équipe qui lit les demandes.',
    lead_not_member: 'Le responsable doit être l’un des membres de l’équipe.',
    invalid_country: 'Veuillez utiliser des codes pays à deux lettres, par exemple FR.',
    unknown_team: 'Cette équipe n’existe pas.',
  },
  ar: {
    invalid: 'هذه القيمة غير صالحة.',
    invalid_characters: 'يحتوي هذا النص على أحرف لا يمكن حفظها. يُرجى إعادة كتابته.',
    invalid_type: 'نوع هذه القيمة غير صحيح.',
    invalid_value: 'يُرجى اختيار إحدى القيم المسموح بها.',
    invalid_format: 'هذه القيمة ليست بالتنسيق المتوقع.',
    invalid_email: 'يُرجى إدخال عنوان بريد إلكتروني مثل name@example.com.',
    invalid_date: 'يُرجى إدخال التاريخ بالصيغة YYYY-MM-DD.',
    required: 'يُرجى ملء هذا الحقل.',
    too_small: 'هذه القيمة قصيرة جدًا أو صغيرة جدًا.',
    too_big: 'هذه القيمة طويلة جدًا أو كبيرة جدًا.',
    too_long: 'هذا النص طويل جدًا.',
    unrecognized_keys: 'يحتوي هذا الطلب على حقول غير مقبولة.',
    unknown_language: 'لا توجد هذه اللغة في Sitedesk. اختر إحدى اللغات en أو de أو fr أو ar.',
    default_language_required:
      'الإنجليزية هي اللغة الافتراضية: يُعرض المحتوى غير المترجم بها، لذلك يقدّمها الموقع دائمًا.',
    files_too_large: 'حجم هذه الملفات معًا أكبر مما تحمله رسالة واحدة. يُرجى إرسال ملفات أقل أو أصغر.',
    too_many_files: 'لا يمكن للرسالة الواحدة أن تحمل إلا عددًا قليلًا من الملفات. يُرجى إرسال عدد أقل.',
    duplicate_attachment: 'لا يمكن إرفاق كل ملف إلا مرة واحدة.',
    unknown_time_zone: 'يُرجى اختيار منطقة زمنية باسمها في IANA، مثل Europe/Berlin.',
    invalid_time: 'يُرجى إدخال الوقت بالصيغة HH:MM، من 00:00 إلى 24:00.',
    invalid_interval: 'يجب أن تبدأ كل فترة قبل أن تنتهي.',
    overlapping_intervals: 'يجب ألا تتداخل فترات اليوم الواحد.',
    invalid_duration: 'يُرجى إدخال هدف مثل PT4H (4 ساعات) أو PT30M أو P1D، بحد أقصى 90 يومًا.',
    duplicate_member: 'لا يمكن ذكر كل عضو إلا مرة واحدة.',
    duplicate_tag: 'يوجد وسم بهذا الاسم بالفعل (بصرف النظر عن حالة الأحرف).',
    too_many_views: 'بلغ عدد طرق العرض المحفوظة الحد الأقصى. يُرجى حذف إحداها أولًا.',
    unknown_member: 'ليس عضوًا في الفريق يقرأ الطلبات.',
    lead_not_member: 'يجب أن يكون قائد الفريق أحد أعضائه.',
    invalid_country: 'يُرجى استخدام رموز البلدان المكوّنة من حرفين مثل DE.',
    unknown_team: 'لا يوجد فريق بهذا الاسم.',
  },
};
