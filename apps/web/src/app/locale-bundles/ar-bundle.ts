import { arContent } from '@sitedesk/shared/content/ar';
import arMessages from '@sitedesk/shared/messages/ar/site.json';
import type { LocaleBundle } from './locale-bundle';

export const arBundle: LocaleBundle = { content: arContent, messages: arMessages };
