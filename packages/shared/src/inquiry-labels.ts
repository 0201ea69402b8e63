import type { InquiryTopic } from './inquiry';
import type { Locale } from './locales';

/** What each topic is called where a person reads it: the form's choices and the e-mails about an inquiry. */
export const inquiryTopicLabels: Record<Locale, Record<InquiryTopic, string>> = {
  en: {
    product: 'Product inquiry',
    quote: 'Quote request',
    service: 'Service and spare parts',
    partnership: 'Partnership',
    press: 'Press',
    careers: 'Careers',
    other: 'Other',
  },
  de: {
    product: 'Produktanfrage',
    quote: 'Angebotsanfrage',
    service: 'Service und Ersatzteile',
    partnership: 'Partnerschaft',
    press: 'Presse',
    careers: 'Karriere',
    other: 'Sonstiges',
  },
  fr: {
    product: 'Demande de produit',
    quote: 'Demande de devis',
    service: 'Service et pièces de rechange',
    partnership: 'Partenariat',
    press: 'Presse',
    careers: 'Carrières',
    other: 'Autre',
  },
  ar: {
    product: 'استفسار عن منتج',
    quote: 'طلب عرض سعر',
    service: 'الخدمة وقطع الغيار',
    partnership: 'شراكة',
    press: 'الصحافة',
    careers: 'الوظائف',
    other: 'أخرى',
  },
};
