import type { InquiryFieldErrorTexts } from '@sitedesk/shared/inquiry-errors';
import { inquiryLimits } from '@sitedesk/shared/inquiry-fields';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Messages } from '@sitedesk/shared/messages/types';
import { formatFileSize } from './format-file-size';
import { formatCount } from './large-files';

/**
 * On a request for a quote, the file codes speak of the drawings' limits (10 files of 200 MB, CAD kinds)
 * instead of the ordinary attachments' (5 files of 10 MB): the same codes, the quote's words.
 */
export function withLargeFileMessages(
  texts: InquiryFieldErrorTexts,
  labels: Messages['inquiryForm'],
  locale: Locale,
): InquiryFieldErrorTexts {
  return {
    ...texts,
    byCode: {
      ...texts.byCode,
      too_many_files: formatMessage(labels.drawingsTooMany, {
        count: formatCount(inquiryLimits.largeFilesMaxCount, locale),
      }),
      file_too_large: formatMessage(labels.drawingTooLarge, {
        size: formatFileSize(inquiryLimits.largeFileMaxBytes, locale),
      }),
      unsupported_file_type: labels.drawingUnsupported,
    },
  };
}
