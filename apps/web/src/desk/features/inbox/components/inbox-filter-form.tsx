import { countryCodes } from '@sitedesk/shared/countries';
import { inquiryStatuses } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { ListFilter, Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { countryName, formatNumber } from '../../../lib/format';
import { useStaff } from '../../../staff/get-staff';
import { useTags } from '../../../tags/tags-store';
import { useTopicLabel, useTopics } from '../../../topics/topics-store';
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, buttonSecondary, inputClass, labelClass } from '../../../ui/styles';
import { useInquiryEntryOptions } from '../api/list-entry-options';
import { filterKeys, type InboxFilters } from '../api/list-inquiries';

type Props = { filters: InboxFilters; onChange: (params: URLSearchParams) => void };

function toParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * Choices apply at once; the search text and dates apply on Enter or "Apply". Any change starts at page 1.
 * On a phone the choices wait behind one button (with how many are set), so the list starts near the top.
 */
export function InboxFilterForm({ filters, onChange }: Props) {
  const { t, locale } = useDeskI18n();
  const topicList = useTopics();
  const topicLabel = useTopicLabel();
  const staff = useStaff();
  const id = useId();
  const [draft, setDraft] = useState<InboxFilters>(filters);
  const [isOpenOnPhone, setOpenOnPhone] = useState(false);
  const entryOptions = useInquiryEntryOptions().data?.items ?? [];
  const tags = useTags();
  const serialized = toParams(filters).toString();
  const chosenCount = filterKeys.filter(
    (key) => key !== 'q' && key !== 'sort' && filters[key]?.trim(),
  ).length;

  // Back/forward and "clear" change the address; the form follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for `filters`' content.
  useEffect(() => setDraft(filters), [serialized]);

  const countries = useMemo(
    () =>
      countryCodes
        .map((code) => ({ code, name: countryName(code, locale) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale],
  );

  // Without a search, "newest" is the default and shown as the empty choice.
  const sortValue = draft.sort === 'newest' && !filters.q ? '' : (draft.sort ?? '');

  const applyNow = (key: keyof InboxFilters, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    onChange(toParams(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(toParams(draft));
  };

  const select = (
    key: 'status' | 'topic' | 'country' | 'assignee' | 'deadline' | 'tag',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <SelectField
      id={`${id}-${key}`}
      label={label}
      value={draft[key] ?? ''}
      onValueChange={(value) => applyNow(key, value)}
    >
      <option value="">{t.inbox.any}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );

  return (
    <form
      onSubmit={submit}
      aria-label={t.inbox.filters}
      className="space-y-4 rounded-card border border-steel-200 bg-white p-4"
    >
      <search className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {t.inbox.search}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            placeholder={t.inbox.searchPlaceholder}
            value={draft.q ?? ''}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </div>
        {/* On a phone the order waits behind the filters button with the choices, unless a search is on. */}
        <SelectField
          id={`${id}-sort`}
          label={t.inbox.sort}
          value={sortValue}
          onValueChange={(value) => applyNow('sort', value)}
          className={filters.q || isOpenOnPhone ? '' : 'hidden sm:block'}
        >
          {/* Relevance means something only while searching (decision 172); it is then the default. */}
          {filters.q ? (
            <>
              <option value="">{t.inbox.sortRelevance}</option>
              <option value="newest">{t.inbox.sortNewest}</option>
            </>
          ) : (
            <option value="">{t.inbox.sortNewest}</option>
          )}
          <option value="oldest">{t.inbox.sortOldest}</option>
          <option value="due">{t.inbox.sortDue}</option>
        </SelectField>
        <button type="submit" className={buttonPrimary}>
          <Search aria-hidden="true" className="size-4" />
          {t.inbox.apply}
        </button>
      </search>
      <button
        type="button"
        className={`${buttonSecondary} sm:hidden`}
        aria-expanded={isOpenOnPhone}
        aria-controls={`${id}-choices`}
        onClick={() => setOpenOnPhone(!isOpenOnPhone)}
      >
        <ListFilter aria-hidden="true" className="size-4" />
        {t.inbox.filters}
        {chosenCount > 0 && ` (${formatNumber(chosenCount, locale)})`}
      </button>
      <div
        id={`${id}-choices`}
        className={`${isOpenOnPhone ? 'grid' : 'hidden'} grid-cols-1 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-5`}
      >
        {select(
          'status',
          t.inbox.status,
          inquiryStatuses.map((status) => ({ value: status, label: t.statuses[status] })),
        )}
        {select(
          'topic',
          t.inbox.topic,
          topicList.map(({ key }) => ({ value: key, label: topicLabel(key) })),
        )}
        {select(
          'country',
          t.inbox.country,
          countries.map((country) => ({ value: country.code, label: country.name })),
        )}
        {select('assignee', t.inbox.assignee, [
          { value: 'me', label: t.views.assigneeMe },
          { value: 'none', label: t.inbox.unassigned },
          ...staff.map((member) => ({ value: member.id, label: member.name })),
        ])}
        {select('deadline', t.inbox.deadline, [
          { value: 'overdue', label: t.inbox.deadlineOverdue },
          { value: 'running', label: t.inbox.deadlineRunning },
        ])}
        {select(
          'tag',
          t.habits.tags.filter,
          (tags ?? []).map((tag) => ({ value: tag.id, label: tag.name })),
        )}
        <EntrySelect
          id={`${id}-entryId`}
          options={entryOptions}
          value={draft.entryId ?? ''}
          onChange={(value) => applyNow('entryId', value)}
        />
        <DateFilter
          id={`${id}-from`}
          label={t.inbox.from}
          value={draft.from ?? ''}
          onChange={(value) => applyNow('from', value)}
        />
        <DateFilter
          id={`${id}-to`}
          label={t.inbox.to}
          value={draft.to ?? ''}
          onChange={(value) => applyNow('to', value)}
        />
      </div>
      {serialized && (
        <button type="button" className={buttonSecondary} onClick={() => onChange(new URLSearchParams())}>
          <X aria-hidden="true" className="size-4" />
          {t.inbox.reset}
        </button>
      )}
    </form>
  );
}

type EntryOption = NonNullable<ReturnType<typeof useInquiryEntryOptions>['data']>['items'][number];

/** The product or job an inquiry is about, products and jobs each in their group, with their counts. */
function EntrySelect({
  id,
  options,
  value,
  onChange,
}: {
  id: string;
  options: EntryOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, locale } = useDeskI18n();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t.inbox.entry}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t.inbox.any}</option>
        {(['products', 'jobs'] as const).map((collection) => {
          const listed = options.filter((option) => option.collection === collection);
          if (listed.length === 0) return null;
          return (
            <optgroup
              key={collection}
              label={collection === 'jobs' ? t.inbox.entryJobs : t.inbox.entryProducts}
            >
              {listed.map((option) => (
                <option key={option.id} value={option.id}>
                  {formatMessage(t.inbox.entryOption, {
                    title: option.title,
                    count: formatNumber(option.count, locale),
                  })}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
    </div>
  );
}

function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
