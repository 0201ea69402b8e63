import type { deskKeyboardEnMessages } from './desk-keyboard-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** نصوص القائمة بجانب المحادثة واختصارات لوحة المفاتيح بالعربية. */
export const deskKeyboardArMessages: Catalog<typeof deskKeyboardEnMessages> = {
  split: {
    listLabel: 'الاستفسارات في هذا العرض',
    position: '{position} من {count}',
    previous: 'الاستفسار السابق',
    next: 'الاستفسار التالي',
    answer: 'الرد',
    emptyList: 'لا توجد استفسارات في هذا العرض.',
  },
  shortcuts: {
    title: 'اختصارات لوحة المفاتيح',
    intro: 'تعمل المفاتيح المفردة في كل مكان في صندوق الوارد وفي الاستفسار، إلا أثناء الكتابة في حقل.',
    thenKey: 'ثم',
    or: 'أو',
    close: 'إغلاق',
    next: 'الاستفسار التالي',
    previous: 'الاستفسار السابق',
    open: 'فتح الاستفسار المحدد',
    assignToMe: 'إسناده إليّ',
    answer: 'الرد (الانتقال إلى خانة الرد)',
    done: 'إغلاق الاستفسار',
    goToInbox: 'الذهاب إلى صندوق الوارد',
    help: 'عرض هذه القائمة',
    send: 'إرسال الرد (في خانة الرد)',
    offNote: 'اختصارات المفتاح الواحد متوقفة. يمكنك تشغيلها من تفضيلاتك.',
    assigned: 'الاستفسار {reference} مُسند إليك الآن.',
    closed: 'تم إغلاق الاستفسار {reference}.',
    preference: 'استخدام اختصارات لوحة المفاتيح بمفتاح واحد (اضغط ? لعرض القائمة)',
    preferenceHint: 'محفوظ على هذا الجهاز. أوقفها إذا كنت تستخدم الإدخال الصوتي أو تضغط المفاتيح عن غير قصد.',
  },
};
