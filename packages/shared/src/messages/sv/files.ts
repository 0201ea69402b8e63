import type { SiteLanguageFiles } from '../site-language-files';
import erasureRequest from './erasure-request.json';
import errors from './errors.json';
import mail from './mail.json';
import quote from './quote.json';
import site from './site.json';
import visitorPage from './visitor-page.json';

export const files: SiteLanguageFiles = { site, visitorPage, erasureRequest, errors, mail, quote };
