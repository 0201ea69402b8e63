import { frContent } from '@sitedesk/shared/content/fr';
import frMessages from '@sitedesk/shared/messages/fr/site.json';
import type { LocaleBundle } from './locale-bundle';

export const frBundle: LocaleBundle = { content: frContent, messages: frMessages };
