import type { deskCsvMailEnMessages } from './desk-csv-mail-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The CSV export's, delivery panel's and dev mailbox's strings in Arabic, typed against the English catalog. */
export const deskCsvMailArMessages: Catalog<typeof deskCsvMailEnMessages> = {
  csv: {
    columns: {
      reference: 'المرجع',
      received: 'تاريخ الاستلام (UTC)',
      status: 'الحالة',
      name: 'الاسم',
      company: 'الشركة',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      phoneCountry: 'بلد رقم الهاتف',
      country: 'بلد الشركة',
      topic: 'الموضوع',
      assignee: 'المسؤول',
      message: 'الرسالة',
      entryType: 'منتج أو وظيفة',
      entryTitle: 'عنوان المنتج أو الوظيفة',
      firstAnswerHours: 'أول رد بعد (ساعات)',
    },
    entryTypes: { products: 'منتج', jobs: 'وظيفة' },
    separator: 'فاصل ملف CSV',
    separatorAuto: 'كالمعتاد (فاصلة منقوطة)',
    separatorComma: 'فاصلة (,)',
    separatorSemicolon: 'فاصلة منقوطة (;)',
  },
  deliveries: {
    kinds: {
      'inquiry-confirmation': 'تأكيد للزائر',
      'inquiry-notification': 'إشعار للفريق',
      'inquiry-reply': 'رد على الزائر',
      'visitor-replied': 'إشعار للفريق برد الزائر',
      'job-application': 'إشعار بطلب التوظيف لمسؤول الوظيفة',
      'password-reset': 'رابط إعادة تعيين كلمة المرور',
      'staff-invitation': 'دعوة إلى المكتب',
      'inquiry-assigned': 'إشعار للفريق بإسناد استفسار',
      'first-answer-reminder': 'تذكير للفريق بموعد الرد الأول',
    },
    answerFrom: 'رد من {name}',
    other: 'بريد إلكتروني',
    files: 'الملفات: {files}',
    file: '{name} ({size})',
  },
  mailbox: {
    cc: 'نسخة إلى',
    view: 'عرض',
    html: 'كما يراها المستلم',
    text: 'النسخة النصية',
    frameTitle: 'الرسالة «{subject}» كما يراها المستلم',
    attachments: 'المرفقات',
    noAttachments: 'لا توجد مرفقات.',
    download: 'تنزيل {name} ({type}، {size})',
  },
};
