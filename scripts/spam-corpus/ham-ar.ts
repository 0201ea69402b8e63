/** استفسارات حقيقية بالعربية: الخليج ومصر والأردن والمغرب العربي. */
import {
  companySite,
  errorCode,
  machineFamily,
  partNumber,
  phoneNumber,
  serialNumber,
  shareLink,
} from './facts';
import { type HamWriters, joinParagraphs, type Letter, sentences } from './letters';
import type { Person } from './people';
import type { Draw } from './random';

const mawad = [
  'الكرتون المموج',
  'الورق والكرتون المختلط',
  'أفلام البلاستيك LDPE',
  'قوارير PET',
  'علب الألمنيوم',
  'الورق المفروم من الأرشيف',
  'نفايات التغليف من السوبرماركت',
  'الأكياس الكبيرة PP',
];
const tamzeeq = [
  'الإطارات المستعملة',
  'مخلفات الخشب',
  'النفايات التجارية المختلطة',
  'مخلفات البلاستيك من خطوط الإنتاج',
  'الكابلات',
  'الطبليات الخشبية',
  'المراتب',
];
const makabis = ['مكبس EcoBale X4', 'مكبس البالات X4', 'مكبس قناتي من نوع X4', 'EcoBale X4'];
const mumazziq = ['آلة التمزيق EcoShred VSR', 'ممزق VSR أحادي العمود', 'ممزق VSR ثنائي العمود', 'VSR 2000'];
const amaken = [
  'مصنع ورق',
  'مركز توزيع',
  'محطة فرز',
  'شركة لإدارة النفايات',
  'مستودع مركزي',
  'مصنع تعبئة مشروبات',
  'مطبعة',
];

const tahiyyat = [
  'السلام عليكم،',
  'السلام عليكم ورحمة الله وبركاته،',
  'مرحباً،',
  'تحية طيبة وبعد،',
  'السادة شركة فيلتروم المحترمين،',
  'صباح الخير،',
  'الإخوة الكرام،',
];
const khawatim = [
  'شكراً لكم مقدماً.',
  'بانتظار ردكم الكريم.',
  'نرجو الرد في أقرب وقت.',
  'وتفضلوا بقبول فائق الاحترام.',
  'مع الشكر والتقدير.',
  'ولكم جزيل الشكر.',
];
const tawqi = ['مع خالص التحية،', 'مع أطيب التحيات،', 'وشكراً،', 'تحياتي،', 'مع التقدير،'];

const tafaseel = [
  'ستعمل الآلة على ورديتين خمسة أيام في الأسبوع.',
  'الجهد المتوفر في الموقع 380 فولت / 50 هرتز.',
  'الجهد لدينا 480 فولت / 60 هرتز.',
  'ارتفاع المستودع {h} متر وعرض البوابة {p} متر.',
  'المساحة المتاحة حوالي {l} × {w} متر.',
  'نرجو إضافة سير ناقل للتغذية بطول {c} متر تقريباً.',
  'نحتاج التسليم قبل نهاية {q}.',
  'نرجو أن يشمل العرض التركيب والتشغيل وتدريب المشغلين.',
  'درجة الحرارة في الصيف تصل إلى 48 درجة، فهل تعمل الآلة بشكل طبيعي؟',
  'نرغب أيضاً في عقد صيانة سنوي.',
  'نفضّل أن يكون السعر شاملاً الشحن إلى ميناء {port}.',
  'المواد تصل إلينا غير مضغوطة في شاحنات مفتوحة.',
];

function amla(draw: Draw, text: string): string {
  return text
    .replace('{h}', String(draw.pick([6, 7, 8, 9, 10, 12])))
    .replace('{p}', String(draw.pick([4, 5, 6])))
    .replace('{l}', String(draw.int(12, 40)))
    .replace('{w}', String(draw.int(6, 18)))
    .replace('{c}', String(draw.int(8, 24)))
    .replace('{q}', draw.pick(['الربع الأول', 'شهر يونيو', 'السنة', 'شهر رمضان']))
    .replace(
      '{port}',
      draw.pick(['جدة', 'الدمام', 'جبل علي', 'العقبة', 'الإسكندرية', 'الدار البيضاء', 'حمد']),
    );
}

function talabSir(draw: Draw, person: Person): Letter {
  const shay = draw.weighted<() => string>([
    [() => `${draw.pick(makabis)} لكبس ${draw.pick(mawad)} بطاقة ${draw.int(3, 60)} طن في الساعة تقريباً`, 5],
    [
      () =>
        `${draw.pick(['آلة', 'آلتين', 'ثلاث آلات'])} تمزيق من نوع ${draw.pick(mumazziq)} لـ${draw.pick(tamzeeq)} بحجم حبيبات ${draw.pick([30, 50, 80, 100])} ملم`,
      3,
    ],
    [() => `نظام استعادة الحرارة EcoHeat VHR لضواغط الهواء في مصنعنا`, 1],
  ])();
  const bidaya = draw.pick([
    `نحن ${draw.pick(amaken)} في ${person.city} ونرغب في الحصول على عرض سعر لـ`,
    'نرجو تزويدنا بعرض سعر لـ',
    `نخطط لتوسعة موقعنا في ${person.city} ونحتاج إلى`,
    'بناءً على زيارتنا لمعرض IFAT، نود الاستفسار عن سعر',
    'نعمل على مناقصة لأحد عملائنا ونحتاج إلى سعر',
  ]);
  const joined = bidaya.endsWith('لـ') ? `${bidaya}${shay}.` : `${bidaya} ${shay}.`;
  const sual = draw.pick([
    'ما هو السعر ومدة التوريد؟',
    'هل لديكم وكيل في المنطقة؟',
    'نرجو إرسال الكتالوج والسعر.',
    'هل يمكن زيارة أحد عملائكم لرؤية الآلة؟',
    '',
  ]);
  return { topic: 'quote', paragraphs: [joined, amla(draw, sentences(draw, tafaseel, 0, 3)), sual] };
}

const asila = [
  'هل يستطيع مكبس X4 كبس قوارير PET مع الأغطية؟',
  'ما هو مستوى الضجيج لآلة التمزيق VSR؟',
  'هل يحتاج المكبس إلى قاعدة خرسانية خاصة؟',
  'هل يمكن الربط بالسلك المعدني وبشريط PET؟',
  'هل تعمل المراقبة عن بعد عبر شبكة 4G؟',
  'ما هي كثافة البالة عند كبس أفلام LDPE؟',
  'هل دليل التشغيل متوفر باللغة العربية؟',
  'ما هو أصغر طراز من X4؟ كميتنا حوالي 2000 طن كرتون في السنة.',
  'هل تتحمل الآلة العمل في درجات حرارة تتجاوز 45 درجة مئوية؟',
  'كم من الوقت يستغرق تغيير السكاكين في VSR 2000؟',
];

function sualMuntaj(draw: Draw, _person: Person): Letter {
  return {
    topic: 'product',
    paragraphs: [
      draw.pick([
        '',
        'لدينا عدة مكابس من شركات مختلفة.',
        'نحن في مرحلة التخطيط لمستودع جديد.',
        'لدي سؤال فني قبل طلب عرض السعر:',
      ]),
      draw.some(asila, draw.int(1, 3)).join(' '),
    ],
  };
}

/** الأعطال حسب نوع الآلة؛ `any` تحدث في كل الآلات. */
const a3tal: Record<'any' | 'baler' | 'shredder', readonly string[]> = {
  any: ['حرارة الزيت ترتفع فوق 70 درجة', 'الشاشة لا تعمل', 'يظهر الخطأ {code} عند كل تشغيل'],
  baler: [
    'المكبس يتوقف في منتصف الشوط ويظهر الخطأ {code}',
    'يوجد تسريب زيت في الأسطوانة الرئيسية',
    'وحدة الربط لا تربط البالة بشكل صحيح',
    'البالات أخف بكثير من المعتاد',
  ],
  shredder: ['الدوار يعكس الاتجاه باستمرار', 'صوت طرق عالٍ من علبة التروس', 'السكاكين تآكلت بعد 300 ساعة فقط'],
};

function khidma(draw: Draw, person: Person): Letter {
  const tiraz = draw.pick([...makabis, ...mumazziq]);
  const ala = `${tiraz}${draw.chance(0.5) ? ` (الرقم التسلسلي ${serialNumber(draw, tiraz)})` : ''}`;
  if (draw.chance(0.3)) {
    return {
      topic: 'service',
      paragraphs: [
        draw.pick([
          `نرغب في حجز الصيانة السنوية لـ${ala}.`,
          `نحتاج إلى تدريب ${draw.int(3, 8)} مشغلين جدد على ${ala}.`,
          `هل يمكن توقيع عقد صيانة لـ${ala}؟`,
        ]),
        draw.pick(['نرجو إرسال المواعيد المتاحة.', `الموقع في ${person.city}.`, '']),
      ],
    };
  }
  return {
    topic: 'service',
    paragraphs: [
      `لدينا مشكلة في ${ala}: ${draw.pick(draw.chance(0.7) ? a3tal[machineFamily(tiraz) === 'shredder' ? 'shredder' : 'baler'] : a3tal.any).replace('{code}', errorCode(draw))}.`,
      draw.pick([
        'الآلة متوقفة ونحتاج فنياً بشكل عاجل.',
        `يرجى الاتصال على ${phoneNumber(draw, person.country)}.`,
        'هل يمكن حل المشكلة عن بعد؟',
        'هل لديكم فني في المنطقة؟',
      ]),
    ],
  };
}

const qita3 = [
  'فلاتر الزيت الهيدروليكي',
  'لفات سلك الربط',
  'سكاكين الدوار',
  'سكاكين ثابتة',
  'طقم جوانات للأسطوانة',
  'حساس ضغط',
  'سيور',
];

function qita3Ghiyar(draw: Draw, person: Person): Letter {
  return {
    topic: draw.chance(0.7) ? 'service' : 'quote',
    paragraphs: [
      draw.pick([
        'نرجو تزويدنا بسعر قطع الغيار التالية:',
        `نحتاج القطع التالية للآلة رقم ${serialNumber(draw)}:`,
        'طلب قطع غيار:',
      ]),
      draw
        .some(qita3, draw.int(1, 4))
        .map(
          (qit3a) =>
            `- ${draw.pick([1, 2, 4, 6, 10, 20])} × ${qit3a}${draw.chance(0.4) ? ` (رقم القطعة ${partNumber(draw)})` : ''}`,
        )
        .join('\n'),
      draw.pick([`الشحن إلى ${person.city}.`, 'نرجو الشحن الجوي لأن الآلة متوقفة.', '']),
    ],
  };
}

function wazifa(draw: Draw, _person: Person): Letter {
  return {
    topic: 'careers',
    paragraphs: [
      draw.pick([
        'أرغب في التقدم لوظيفة فني خدمة لمكابس البالات وآلات التمزيق.',
        'هل لديكم وظائف لمهندسين ميكانيكيين في منطقة الخليج؟',
        'أبحث عن فرصة تدريب في قسم الهندسة.',
      ]),
      draw.pick([
        `لدي خبرة ${draw.int(3, 15)} سنوات في صيانة المعدات الهيدروليكية.`,
        'تخرجت من كلية الهندسة الميكانيكية هذا العام.',
        'أتحدث العربية والإنجليزية وقليلاً من الألمانية.',
      ]) + draw.pick(['', ' مرفق سيرتي الذاتية.', ' هل الوظيفة ما زالت متاحة؟']),
    ],
  };
}

function shakwa(draw: Draw, _person: Person): Letter {
  return {
    topic: draw.pick(['service', 'other']),
    paragraphs: [
      draw.pick([
        `طلبنا ${draw.pick(qita3)} منذ ثلاثة أسابيع (رقم الطلب ${draw.int(40000, 49999)}) ولم يصلنا شيء حتى الآن.`,
        'كان من المفترض أن يحضر الفني يوم الثلاثاء ولم يحضر ولم يتصل بنا أحد.',
        'ننتظر عرض السعر منذ شهر دون أي رد.',
        'القطع التي وصلتنا لا تناسب آلتنا.',
      ]),
      draw.pick([
        'نرجو الاتصال بنا اليوم.',
        'نحن عملاء لديكم منذ سنوات وهذا غير مقبول.',
        'نرجو توضيح موعد وصول القطع.',
      ]),
    ],
  };
}

function wakala(draw: Draw, _person: Person): Letter {
  return {
    topic: 'partnership',
    paragraphs: [
      draw.pick([
        `نحن شركة متخصصة في توريد معدات إعادة التدوير في ${draw.pick(['السعودية', 'الإمارات', 'مصر', 'الأردن', 'العراق', 'المغرب'])}.`,
        'نحن شركة صيانة للمعدات الصناعية ولدينا فريق من الفنيين.',
      ]),
      draw.pick([
        'نرغب في أن نكون وكيلكم المعتمد في المنطقة.',
        'من هو الشخص المسؤول عن الشراكات لديكم؟',
        'هل يمكن أن نلتقي في معرض قادم؟',
      ]),
    ],
  };
}

function sahafa(draw: Draw, _person: Person): Letter {
  return {
    topic: 'press',
    paragraphs: [
      draw.pick(['أنا صحفي في مجلة متخصصة في البيئة والاستدامة.', 'نعد تقريراً عن إعادة التدوير في الخليج.']),
      draw.pick(['هل يمكن إجراء مقابلة مع أحد مهندسيكم؟', 'نرجو إرسال صور عالية الدقة لمكبس EcoBale X4.']),
    ],
  };
}

function ziyara(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['other', 'product']),
    paragraphs: [
      draw.pick([
        `نود إرسال عينة من ${draw.pick(tamzeeq)} إلى مركز الاختبار في برنو. كيف نرتب ذلك؟`,
        'هل ستشاركون في معرض قادم في دبي؟ أود ترتيب موعد.',
        'هل يوجد عميل لديكم في منطقتنا يمكننا زيارته لرؤية الآلة؟',
        'أي مكتب مسؤول عن العملاء في الشرق الأوسط؟',
      ]),
      draw.pick(['', 'شكراً.', `رقمي ${phoneNumber(draw, person.country)}.`]),
    ],
  };
}

function satr(draw: Draw, person: Person): Letter {
  return {
    topic: draw.pick(['quote', 'product', 'service', 'other']),
    paragraphs: [
      draw.pick([
        'نرجو إرسال كتالوج EcoBale X4.',
        'كم سعر مكبس X4؟',
        `يرجى الاتصال بي: ${phoneNumber(draw, person.country)}`,
        'هل تبيعون مكابس مستعملة؟',
        'هل لديكم وكيل في السعودية؟',
        'نحتاج فني صيانة بشكل عاجل.',
        'ما هي مدة التوريد لآلة VSR؟',
        'نحتاج 200 لفة من سلك الربط، ما هو السعر؟',
        'هل يوجد تمويل أو تقسيط؟',
        'أرجو إرسال المخطط الهندسي لمكبس X4.',
        'هل تقبلون استبدال مكبسنا القديم؟',
        'المكبس يعرض الخطأ E-217 مرة أخرى، يرجى الاتصال.',
        'هل لديكم فنيون يتحدثون العربية؟',
      ]),
    ],
  };
}

function rabitan(draw: Draw, person: Person): Letter {
  const site = companySite(person.email) ?? `https://www.linkedin.com/in/${person.email.split('@')[0]}`;
  return {
    topic: draw.pick(['quote', 'product']),
    paragraphs: [
      `نحن ${person.company || 'شركة إعادة تدوير'} (${site}) ونخطط لإنشاء مستودع جديد لـ${draw.pick(mawad)}.`,
      `مخطط المستودع على الرابط: ${shareLink(draw, person.company)}`,
      draw.pick(['هل يناسب مكبس X4 هذه المساحة؟', 'ما هي الآلة التي تنصحون بها؟']),
    ],
  };
}

export const arabicHam: HamWriters = {
  letters: {
    quote: talabSir,
    product_question: sualMuntaj,
    service: khidma,
    spare_parts: qita3Ghiyar,
    careers: wazifa,
    complaint: shakwa,
    distributor: wakala,
    press: sahafa,
    visit: ziyara,
    one_liner: satr,
    two_links: rabitan,
  },
  frame(draw, person, letter) {
    const isShort = letter.paragraphs.join(' ').length < 60;
    const tahiyya = !isShort && draw.chance(0.8) ? draw.pick(tahiyyat) : undefined;
    const khatima = !isShort && draw.chance(0.5) ? draw.pick(khawatim) : undefined;
    const tawqi3 = draw.weighted<string | undefined>([
      [undefined, isShort ? 6 : 2],
      [`${draw.pick(tawqi)}\n${person.name}`, 4],
      [`${draw.pick(tawqi)}\n${person.name}\n${person.company || person.city}`, 2],
    ]);
    return joinParagraphs([tahiyya, ...letter.paragraphs, khatima, tawqi3]);
  },
};
