import type { deskPersonEnMessages } from './desk-person-en';

/** نصوص الاستفسارات الأخرى للشخص نفسه ودمجها (القرار 179)، بالعربية. */
export const deskPersonArMessages: typeof deskPersonEnMessages = {
  title: 'استفسارات أخرى من هذا الشخص',
  none: 'لا توجد استفسارات أخرى من عنوان البريد الإلكتروني هذا.',
  more: 'تُعرض أحدث 20 استفسارًا فقط.',
  merge: 'دمج في هذا الاستفسار',
  mergeLabel: 'دمج {source} في {target}',
  mergeTitle: 'دمج الاستفسارات',
  mergeConfirm:
    'هل تريد دمج الاستفسار {source} في {target}؟ تنتقل رسائله وملاحظاته وملفاته إلى محادثة {target}، ويُغلق {source} ويشير إلى {target}. لا يمكن التراجع عن ذلك.',
  mergeAction: 'دمج',
  cancel: 'إلغاء',
  merged: 'تم دمج الاستفسار {source} في هذا الاستفسار.',
  mergedInto: 'تم دمج هذا الاستفسار في {reference}.',
  openTarget: 'فتح {reference}',
};
