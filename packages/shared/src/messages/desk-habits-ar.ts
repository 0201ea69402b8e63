import type { deskHabitsEnMessages } from './desk-habits-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for the habits of a shared inbox in Arabic, typed against the English catalog. */
export const deskHabitsArMessages: Catalog<typeof deskHabitsEnMessages> = {
  tags: {
    title: 'الوسوم',
    intro:
      'تجمع الوسوم الاستفسارات بغض النظر عن حالتها والمسؤول عنها. يضعها كل من يعالج الاستفسارات، ويدير المالكون والمشرفون هذه القائمة.',
    name: 'الاسم',
    color: 'اللون',
    colors: {
      gray: 'رمادي',
      red: 'أحمر',
      amber: 'كهرماني',
      green: 'أخضر',
      teal: 'أزرق مخضر',
      blue: 'أزرق',
      violet: 'بنفسجي',
      pink: 'وردي',
    },
    create: 'إضافة وسم',
    save: 'حفظ الوسم',
    cancel: 'إلغاء',
    edit: 'تعديل الوسم {name}',
    delete: 'حذف الوسم {name}',
    confirmDelete: 'حذف الوسم «{name}»؟ سيُزال من {count} من الاستفسارات.',
    confirm: 'حذف',
    created: 'أُضيف الوسم «{name}».',
    saved: 'حُفظ الوسم «{name}».',
    deleted: 'حُذف الوسم «{name}».',
    empty: 'لا توجد وسوم بعد.',
    count: '{count} من الاستفسارات',
    none: 'لا توجد وسوم.',
    add: 'إضافة وسم',
    addButton: 'إضافة',
    choose: 'اختر وسمًا',
    noMoreTags: 'يحمل هذا الاستفسار كل الوسوم.',
    remove: 'إزالة الوسم {name}',
    filter: 'الوسم',
    chips: 'الوسوم',
  },
};
