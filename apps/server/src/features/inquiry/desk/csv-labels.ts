import { type TopicDefinition, topicLabel } from '@sitedesk/shared/inquiry-topics';
import { type DeskLocale, intlLocale } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { answerText } from '@sitedesk/shared/topic-fields';
import type { CsvSeparator } from './csv';
import type { ExportRow } from './export-inquiries';

/** How one export is written: the member's desk language and the separator chosen or usual for it. */
export type CsvLayout = { locale: DeskLocale; separator: CsvSeparator };

/**
 * The separator a spreadsheet of each language splits on when it opens a file by double-click: Excel takes
 * the system's list separator, which is `;` wherever the decimal mark is `,` (German, French, Czech) and in
 * the Arabic locales, `,` where it is `.` (English, Japanese; decision 170).
 */
function usualSeparator(locale: DeskLocale): CsvSeparator {
  if (locale === 'ar') return ';';
  const decimal = new Intl.NumberFormat(intlLocale(locale))
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? ';' : ',';
}

export function csvLayoutFor(locale: DeskLocale, choice: 'comma' | 'semicolon' | undefined): CsvLayout {
  const separator = choice === 'comma' ? ',' : choice === 'semicolon' ? ';' : usualSeparator(locale);
  return { locale, separator };
}

const hourMs = 3_600_000;

/**
 * The header and the cells of an export in `locale`: words where the database keeps codes (status, topic,
 * country, kind of entry), the phone number as people write it, the time as `2026-11-27 14:03:09` in UTC
 * (which Excel and LibreOffice read as a date in every locale) and hours with the language's decimal mark.
 * The phone metadata loads with the first export, not at start (decision 149).
 */
export async function createCsvLabels(locale: DeskLocale, topics: readonly TopicDefinition[] = []) {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min');
  const t = deskMessageCatalogs[locale];
  const columns = t.csvMail.csv.columns;
  const regions = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
  const hours = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2, useGrouping: false });
  const countryName = (code: string | null): string => {
    if (!code) return '';
    try {
      return regions.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
  const header = [
    columns.reference,
    columns.received,
    columns.status,
    columns.name,
    columns.company,
    columns.email,
    columns.phone,
    columns.phoneCountry,
    columns.country,
    columns.topic,
    columns.assignee,
    columns.message,
    // Added last, so spreadsheets built on the earlier columns keep working.
    columns.entryType,
    columns.entryTitle,
    columns.firstAnswerHours,
    columns.quoteProducts,
    columns.neededBy,
    columns.vatId,
    columns.purchaseReference,
    // The topic's extra fields (decision 232): one cell, as the desk names the section.
    t.inquiry.extraFields,
  ];
  const quantity = new Intl.NumberFormat(intlLocale(locale), {
    maximumFractionDigits: 3,
    useGrouping: false,
  });
  const units: Readonly<Record<string, string>> = t.inquiry.units;
  const yesNo = { yes: t.inquiry.yes, no: t.inquiry.no };
  /** `2 pcs EcoBale X4; 500 kg PET flakes`: one cell, so a spreadsheet keeps one row per inquiry. */
  const quoteProducts = (row: ExportRow): string =>
    (row.quoteRequest?.lines ?? [])
      .map((line) => {
        const product = `${quantity.format(line.quantity)} ${units[line.unit] ?? line.unit} ${line.title}`;
        // The product's own fields (decision 243) after its name, as the staff e-mail shows them.
        const answers = (line.extraFields ?? []).map(
          (answer) => `${answer.label}: ${answerText(answer, yesNo)}`,
        );
        return answers.length > 0 ? `${product} (${answers.join(', ')})` : product;
      })
      .join('; ');
  /**
   * `Material: Steel; Width: 1250 mm`: labels as the visitor saw them, so the cell reads like the desk's
   * section; one cell whatever the topic asked, so the columns are the same for every row.
   */
  const extraFields = (row: ExportRow): string =>
    (row.extraFields ?? []).map((answer) => `${answer.label}: ${answerText(answer, yesNo)}`).join('; ');
  const cells = (row: ExportRow): string[] => [
    row.reference,
    row.createdAt.toISOString().slice(0, 19).replace('T', ' '),
    t.statuses[row.status],
    row.name,
    row.company,
    row.email,
    row.phoneE164 ? (parsePhoneNumberFromString(row.phoneE164)?.formatInternational() ?? row.phoneE164) : '',
    countryName(row.phoneCountry),
    countryName(row.country),
    topicLabel(row.topic, locale, topics, t.topicLabels),
    row.assigneeName ?? '',
    row.message,
    row.entryCollection ? t.csvMail.csv.entryTypes[row.entryCollection] : '',
    row.entryTitle ?? '',
    row.firstAnsweredAt
      ? hours.format((row.firstAnsweredAt.getTime() - row.createdAt.getTime()) / hourMs)
      : '',
    quoteProducts(row),
    row.quoteRequest?.neededBy ?? '',
    row.quoteRequest?.vatId ?? '',
    row.quoteRequest?.purchaseReference ?? '',
    extraFields(row),
  ];
  return { header, cells };
}
