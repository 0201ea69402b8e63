import type { InquiryTopic } from './inquiry';
import { type Locale, perLocale } from './locales';
import { siteLanguageFiles } from './messages/site-language-files';

/** What each topic is called where a person reads it: the form's choices and the e-mails about an inquiry. */
export const inquiryTopicLabels: Record<Locale, Record<InquiryTopic, string>> = perLocale(
  (locale) => siteLanguageFiles[locale].errors.topics,
);
