/**
 * What the section editor and the entry editor say in the same words, in Arabic: both catalogs
 * (desk-content, desk-collections) take these, so a wording is changed once.
 */
export const deskEditingCommonArMessages = {
  validationSummary: 'بعض الحقول تحتاج إلى مراجعتك:',
  /** The field problems both editors word alike. */
  codes: {
    required: 'املأ هذا الحقل.',
    invalid: 'تحقق من هذه القيمة.',
    too_long: 'هذا النص طويل جدًا.',
    media_not_found: 'لم يعد الملف المختار موجودًا في مكتبة الوسائط. اختر ملفًا آخر.',
    image_alt_missing: 'ليس للصورة نص بديل بهذه اللغة بعد. أضفه في مكتبة الوسائط.',
    not_an_image: 'اختر صورة هنا.',
    not_a_document: 'اختر مستندًا هنا.',
  },
  /** The history panel's words but "live" and the restore question, which each editor words for its own item. */
  history: {
    title: 'السجل',
    empty: 'لم يُنشر شيء بعد.',
    version: 'النسخة {version}',
    by: 'بواسطة {name}',
    initial: 'المحتوى الأولي',
    restoredFrom: 'مستعادة من النسخة {version}',
    restore: 'استعادة',
    restoreLabel: 'استعادة النسخة {version}',
  },
};
