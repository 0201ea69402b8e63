import type { deskViewsEnMessages } from './desk-views-en';

/** نصوص طرق العرض المحفوظة لصندوق الوارد (القرار 186)، بالعربية. */
export const deskViewsArMessages: typeof deskViewsEnMessages = {
  title: 'طرق العرض',
  shared: 'مشتركة',
  sharedBy: 'شاركها {name}',
  save: 'حفظ طريقة العرض',
  edit: 'تعديل طريقة العرض',
  saveTitle: 'حفظ عوامل التصفية هذه كطريقة عرض',
  editTitle: 'تعديل طريقة العرض',
  name: 'الاسم',
  nameHint: 'مثلًا «عروض أسعار متأخرة من ألمانيا».',
  share: 'مشاركتها مع الفريق',
  shareHint: 'يراها كل من يقرأ الاستفسارات في قائمة طرق العرض لديه.',
  filters: 'تعرض',
  noFilters: 'كل الاستفسارات',
  submitNew: 'حفظ طريقة العرض',
  submitEdit: 'حفظ التغييرات',
  delete: 'حذف طريقة العرض',
  cancel: 'إلغاء',
  saved: 'تم حفظ طريقة العرض «{name}».',
  updated: 'تم تعديل طريقة العرض «{name}».',
  deleted: 'تم حذف طريقة العرض «{name}».',
  assigneeMe: 'أنا (من يفتحها)',
};
