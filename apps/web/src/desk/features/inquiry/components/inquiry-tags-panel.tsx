import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { tagChipClass, tagColorClasses } from '../../../tags/tag-chip';
import { setInquiryTag, useTags } from '../../../tags/tags-store';
import { Alert } from '../../../ui/alert';
import { SelectField } from '../../../ui/select-field';
import { buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { SectionCard } from './section-card';

/** The inquiry's tags, each with a button that takes it off, and a choice of the others to put on. */
export function InquiryTagsPanel({
  detail,
  canEdit,
  onChanged,
}: {
  detail: InquiryDetail;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useDeskI18n();
  const text = t.habits.tags;
  const id = useId();
  const tags = useTags() ?? [];
  const errorMessage = useErrorMessage();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const carried = tags.filter((tag) => detail.tagIds.includes(tag.id));
  const others = tags.filter((tag) => !detail.tagIds.includes(tag.id));

  const change = async (tagId: string, isOn: boolean) => {
    setIsSaving(true);
    setError(undefined);
    try {
      await setInquiryTag(detail.id, tagId, isOn);
      setChosen('');
      onChanged();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsSaving(false);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) void change(chosen, true);
  };

  return (
    <SectionCard id="inquiry-tags" title={text.title}>
      {error && <Alert tone="error">{error}</Alert>}
      {carried.length === 0 ? (
        <p className="text-steel-700">{text.none}</p>
      ) : (
        <ul aria-label={text.chips} className="flex flex-wrap gap-2">
          {carried.map((tag) => (
            <li key={tag.id} className="max-w-full">
              <span data-testid="tag-chip" className={`${tagChipClass} ${tagColorClasses[tag.color]}`}>
                <span className="truncate">{tag.name}</span>
                {canEdit && (
                  // 24 px at least (WCAG 2.5.8), inside the chip so it stays with its tag when rows wrap.
                  <button
                    type="button"
                    disabled={isSaving}
                    className="-me-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-white/60"
                    aria-label={formatMessage(text.remove, { name: tag.name })}
                    onClick={() => void change(tag.id, false)}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canEdit && tags.length > 0 && (
        <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-2">
          {others.length === 0 ? (
            <p className="text-steel-700">{text.noMoreTags}</p>
          ) : (
            <>
              <SelectField
                id={`${id}-tag`}
                label={text.add}
                value={chosen}
                onValueChange={setChosen}
                className="min-w-0 flex-1"
              >
                <option value="">{text.choose}</option>
                {others.map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {tag.name}
                  </option>
                ))}
              </SelectField>
              <button type="submit" className={buttonSecondary} disabled={isSaving || !chosen}>
                {text.addButton}
              </button>
            </>
          )}
        </form>
      )}
    </SectionCard>
  );
}
