import { enContent } from '@sitedesk/shared/content/en';
import enMessages from '@sitedesk/shared/messages/en/site.json';
import type { LocaleBundle } from './locale-bundle';

export const enBundle: LocaleBundle = { content: enContent, messages: enMessages };
