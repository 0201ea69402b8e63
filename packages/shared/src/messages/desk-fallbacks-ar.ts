import type { deskFallbacksEnMessages } from './desk-fallbacks-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for honest fallbacks (decision 202) in Arabic, typed against the English catalog. */
export const deskFallbacksArMessages: Catalog<typeof deskFallbacksEnMessages> = {
  panel: {
    title: 'الظهور على الموقع بكل لغة',
    intro:
      'اللغة التي لم يُترجم إليها هذا الإدخال لا تعرضه، إلا إذا اخترت عرضه فيها بلغة أخرى. تُوسَم هذه الصفحة بأنها مكتوبة بتلك اللغة، ولا تُقدَّم لمحركات البحث على أنها ترجمة.',
    notLive: 'بعد نشر الإدخال باللغة {language} يمكنك اختيار ما تعرضه اللغات الأخرى.',
    translated: 'مترجم',
    notShown: 'غير معروض: غير مترجم',
    shownIn: 'معروض باللغة {language}: غير مترجم',
    choiceLabel: 'ما يعرضه الموقع باللغة {language}',
    optionNotShown: 'لا شيء: غير معروض',
    optionShowIn: 'الإدخال باللغة {language}',
    apply: 'تطبيق',
    applyLabel: 'تطبيق على {language}',
    appliedShown: 'يعرض الموقع باللغة {language} الإدخال الآن باللغة {shown}.',
    appliedHidden: 'لم يعد الموقع باللغة {language} يعرض الإدخال.',
  },
  missing: 'غير موجود على الموقع بهذه اللغات: {languages}، لأنه غير مترجم.',
  list: { shownInstead: 'معروض باللغة {language} بدلًا من ذلك: {languages}' },
  siteLanguages: {
    entriesTranslated: 'تُرجم {translated} من {total} إدخالات',
  },
};
