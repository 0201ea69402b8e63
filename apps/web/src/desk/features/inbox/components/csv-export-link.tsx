import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { buttonSecondary, inputClass } from '../../../ui/styles';
import { type CsvSeparatorChoice, exportCsvUrl, type InboxFilters } from '../api/list-inquiries';

const storageKey = 'sitedesk.desk.csvSeparator';

function storedChoice(): CsvSeparatorChoice {
  try {
    const stored = localStorage.getItem(storageKey);
    return stored === 'comma' || stored === 'semicolon' ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

/**
 * "Download CSV" in the desk's language, split by the separator usual in it unless the member picks
 * another (kept in this browser): a German Excel splits on `;`, an English one on `,` (decision 170).
 */
export function CsvExportLink({ filters }: { filters: InboxFilters }) {
  const { t, locale } = useDeskI18n();
  const texts = t.csvMail.csv;
  const [choice, setChoice] = useState<CsvSeparatorChoice>(storedChoice);
  const selectId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-steel-800">
          {texts.separator}
        </label>
        <select
          id={selectId}
          className={inputClass}
          value={choice}
          onChange={(event) => {
            const next = event.target.value;
            if (next !== 'auto' && next !== 'comma' && next !== 'semicolon') return;
            setChoice(next);
            try {
              localStorage.setItem(storageKey, next);
            } catch {
              // The choice then lasts for this visit only.
            }
          }}
        >
          <option value="auto">{texts.separatorAuto}</option>
          <option value="comma">{texts.separatorComma}</option>
          <option value="semicolon">{texts.separatorSemicolon}</option>
        </select>
      </div>
      <a href={exportCsvUrl(filters, locale, choice)} className={buttonSecondary} download>
        <Download aria-hidden="true" className="size-4" />
        {t.inbox.exportCsv}
      </a>
    </div>
  );
}
