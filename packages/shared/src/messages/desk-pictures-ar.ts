import type { deskPicturesEnMessages } from './desk-pictures-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for shared pictures, search, upload, focal points and usage in Arabic. */
export const deskPicturesArMessages: Catalog<typeof deskPicturesEnMessages> = {
  shared: {
    everyLanguage: 'تعرض كل اللغات هذه الصورة ما لم تكن لها صورة خاصة بها.',
    inherited: 'صورة كل اللغات، اختيرت في {language}.',
    own: 'تعرض {language} هنا صورة خاصة بها (صورة فيها نص مثلًا).',
    chooseOwn: 'استخدام صورة أخرى في {language}',
    useShared: 'استخدام صورة كل اللغات',
    altMissing: 'لا يوجد نص بديل بعد في: {languages}. أضفه في مكتبة الوسائط قبل النشر بهذه اللغات.',
  },
  search: {
    label: 'بحث',
    hint: 'باسم الملف أو العنوان أو النص البديل.',
    noMatch: 'لا يوجد ملف يطابق «{q}».',
  },
  upload: {
    title: 'رفع ملف جديد',
    file: 'الملف',
    altIn: 'النص البديل ({language})',
    submit: 'رفع واستخدام',
    uploading: 'جارٍ الرفع…',
  },
  focal: {
    legend: 'نقطة التركيز',
    hint: 'الجزء الذي يبقى ظاهرًا حين يقص الموقع الصورة بأبعاد أخرى: البطاقات وصور الفريق والمعاينات. اضبطها بأشرطة التمرير: بمفاتيح الأسهم أو بنقرة على الشريط.',
    fromLeft: 'من اليسار',
    fromTop: 'من الأعلى',
    save: 'حفظ نقطة التركيز',
    saved: 'حُفظت نقطة التركيز.',
    value: '{percent}٪',
  },
  usage: {
    title: 'أين تُستخدم',
    loading: 'جارٍ البحث عن أماكن الاستخدام…',
    none: 'غير مستخدمة في الموقع.',
    sharedLanguage: '{language}، بوصفها صورة كل اللغات',
  },
};
