import { deContent } from '@sitedesk/shared/content/de';
import deMessages from '@sitedesk/shared/messages/de/site.json';
import type { LocaleBundle } from './locale-bundle';

export const deBundle: LocaleBundle = { content: deContent, messages: deMessages };
