import type { deskPeopleEnMessages } from './desk-people-en';

/** صفحة «البيانات الشخصية» في المكتب (القرار 185). */
export const deskPeopleArMessages: typeof deskPeopleEnMessages = {
  nav: 'البيانات الشخصية',
  title: 'البيانات الشخصية',
  intro:
    'ابحث عن كل ما يحتفظ به Sitedesk عن عنوان بريد إلكتروني واحد، أو أعطِ صاحبه نسخة منه، أو احذفه. يُسجَّل كل بحث وتصدير وحذف باسمك.',
  searchLabel: 'عنوان البريد الإلكتروني',
  search: 'بحث',
  resultsHeading: 'المحفوظ عن {email}',
  counts: {
    inquiries: 'الاستفسارات',
    messages: 'الرسائل',
    notes: 'الملاحظات',
    files: 'الملفات',
    outgoingMails: 'الرسائل الصادرة',
    devMailboxCopies: 'نسخ صندوق الاختبار',
  },
  nothingHeld: 'لا يوجد شيء محفوظ عن هذا العنوان.',
  erasedBefore: 'حُذف هذا العنوان في {date}.',
  export: 'تصدير (ZIP)',
  exporting: 'جارٍ تجهيز التصدير…',
  exported: 'تم تنزيل التصدير.',
  erase: 'حذف…',
  eraseTitle: 'حذف كل شيء عن {email}؟',
  eraseText:
    'تُحذف نهائيًا كل الاستفسارات والرسائل والملاحظات والملفات الخاصة بهذا العنوان، والرسائل المرسلة إليه. ولا يبقى إلا أن حذفًا قد تم، من دون العنوان.',
  eraseConfirmLabel: 'اكتب العنوان للتأكيد',
  eraseMismatch: 'هذا ليس العنوان المذكور أعلاه.',
  eraseAction: 'حذف نهائي',
  cancel: 'إلغاء',
  erased:
    'تم الحذف: الاستفسارات {inquiries}، الرسائل {messages}، الملاحظات {notes}، الملفات {files}، الرسائل الصادرة {outgoingMails}، نسخ صندوق الاختبار {devMailboxCopies}.',
  requestsHeading: 'طلبات الحذف المفتوحة',
  requestsIntro: 'أرسلها الزوار عبر الرابط في رسالة التأكيد. أكّد كل طلب قبل موعده.',
  requestsEmpty: 'لا توجد طلبات مفتوحة.',
  requestedAt: 'طُلب في {date}',
  dueAt: 'مستحق بحلول {date}',
  overdue: 'متأخر منذ {date}',
  review: 'مراجعة',
};
