import { inquiryFieldErrorMessages } from '../inquiry-errors';
import type { visitorPageEnMessages } from './visitor-page-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The visitor's own page and its e-mail links in Arabic (right to left), typed against the English catalog. */
export const visitorPageArMessages: Catalog<typeof visitorPageEnMessages> = {
  documentTitle: 'طلبك {reference}',
  eyebrow: 'طلبك',
  referenceLabel: 'الرقم المرجعي',
  statusLabel: 'الحالة',
  status: {
    new: 'تم الاستلام: سنرد عليك قريبًا',
    in_progress: 'قيد المعالجة',
    answered: 'تم الرد',
    closed: 'مغلق',
  },
  privacyNote: 'هذه الصفحة لك وحدك: يستطيع قراءتها كل من لديه رابطها، لذا يُرجى عدم مشاركة الرابط.',
  threadHeading: 'المحادثة',
  yourInquiry: 'استفسارك',
  yourAnswer: 'ردّك',
  staffAnswer: '{name}، {company}',
  teamAnswer: 'فريق {company}',
  filesLabel: 'الملفات',
  filesNote: 'روابط التنزيل صالحة لمدة 15 دقيقة؛ أعد تحميل الصفحة للحصول على روابط جديدة.',
  answerHeading: 'الرد',
  answerLabel: 'رسالتك',
  answerHint: 'حتى 5000 حرف. نُبلَّغ بردّك فورًا ونجيبك بالبريد الإلكتروني وعلى هذه الصفحة.',
  attachLabel: 'ملفات (اختياري)',
  attachHint:
    'حتى 5 ملفات، بحد أقصى 10 ميغابايت لكل ملف و25 ميغابايت للمجموع: ملفات PDF أو صور أو ملفات مكتبية أو ملفات CAD.',
  filesAgain: 'يُرجى اختيار ملفاتك مرة أخرى.',
  closedHint: 'هذا الطلب مغلق. إذا كتبت إلينا هنا فسنعيد فتحه.',
  submit: 'إرسال الرد',
  sent: 'شكرًا لك. تمت إضافة ردّك إلى المحادثة.',
  errorTitle: 'لم يتم إرسال ردّك.',
  errors: {
    required: 'يُرجى كتابة ردّك.',
    too_long: 'ردّك أطول من 5000 حرف. يُرجى اختصاره.',
    invalid_characters: 'يحتوي ردّك على أحرف لا يمكن حفظها. يُرجى حذفها.',
    rate_limited: 'لقد أرسلت ردودًا كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد ساعة.',
    // The contact form's words for the same refusals (one set of file rules, one way of saying them).
    too_many_files: inquiryFieldErrorMessages.ar.too_many_files,
    file_too_large: inquiryFieldErrorMessages.ar.file_too_large,
    files_too_large: inquiryFieldErrorMessages.ar.files_too_large,
    unsupported_file_type: inquiryFieldErrorMessages.ar.unsupported_file_type,
  },
  notFound: {
    documentTitle: 'الطلب غير موجود',
    eyebrow: 'خطأ 404',
    title: 'صفحة هذا الطلب غير متاحة',
    text: 'ربما يكون الرابط ناقصًا، أو ربما حُذف الطلب: فنحن نحذف الطلبات بعد مدة، وكلما طلب أحد ذلك. إذا احتجت إلينا، فيُرجى مراسلتنا من جديد.',
    contact: 'راسلنا',
  },
  mail: {
    confirmationAction: 'طلبك على الإنترنت',
    replyLink: 'يمكنك رؤية المحادثة كاملة والرد على صفحتك: {url}',
  },
};
