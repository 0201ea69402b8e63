import { formatMessage } from '@sitedesk/shared/messages/format';
import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SiteIcon } from '../../../ui/site-icon';
import {
  type CountryList,
  type CountryOption,
  findCountryByText,
  optionLabel,
  searchCountries,
} from '../lib/country-options';
import { CountryFlag } from './country-flag';
import { controlClass } from './field-styles';

function listedFor(options: CountryList, query: string | null): readonly CountryOption[] {
  return query === null ? options.all() : searchCountries(options.all(), query);
}

export type CountryComboboxProps = {
  id: string;
  options: CountryList;
  /** An option's code, or text the visitor typed that names none (the form marks that invalid). */
  value: string;
  onChange: (codeOrText: string) => void;
  /** With the element that receives focus next, if any. */
  onBlur?: (nextFocus: EventTarget | null) => void;
  /** Names the popup list; the input itself is named by its `<label for>`. */
  listLabel: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
  placeholder?: string;
  texts: { noResults: string; selected: string };
  /**
   * False in the prerendered page and while it hydrates: the combobox is shown as it will look, but inert
   * and without its id (the `<noscript>` select beside it has that id for visitors without JavaScript).
   * The same elements become the working combobox, so hydration swaps no elements (decision 155).
   */
  isEnhanced: boolean;
};

/**
 * A searchable country picker following the ARIA 1.2 combobox pattern (list autocomplete, no automatic
 * selection): typing filters by name, ISO code or dial code; ↓/↑, Home/End, Enter and Escape work as the
 * APG describes, and Enter after typing takes the best match. The input shows the chosen country's name,
 * which screen readers read back, and a polite live region confirms the choice. Text that names no country
 * stays when the visitor leaves the field, as the value, so the form can say what is wrong with it instead
 * of dropping it unseen. Flags are decoration.
 */
export function CountryCombobox(props: CountryComboboxProps) {
  const {
    id,
    options,
    value,
    onChange,
    onBlur,
    listLabel,
    describedBy,
    isInvalid,
    isRequired,
    placeholder,
    texts,
    isEnhanced,
  } = props;
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const shouldSelectText = useRef(false);

  const selected = options.find(value);
  // The list is filtered only while it is open; closed, nothing asks for the ~250 options.
  const listed = useMemo(() => (isOpen ? listedFor(options, query) : undefined), [isOpen, options, query]);
  const matches = listed ?? [];
  /** What the list shows, or would show if it opened now. */
  const current = () => listed ?? listedFor(options, query);
  const active = isOpen ? matches[activeIndex] : undefined;
  const listId = `${id}-listbox`;
  const optionId = (code: string) => `${id}-option-${code}`;

  useEffect(() => {
    if (active) document.getElementById(`${id}-option-${active.code}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  // After a choice the name is selected, so typing again starts a new search instead of appending to it.
  useLayoutEffect(() => {
    if (!shouldSelectText.current) return;
    shouldSelectText.current = false;
    if (document.activeElement === inputRef.current) inputRef.current?.select();
  });

  const open = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };
  const choose = (option: CountryOption) => {
    onChange(option.code);
    shouldSelectText.current = true;
    setAnnouncement(formatMessage(texts.selected, { country: optionLabel(option) }));
    close();
  };
  const selectedIndex = () => current().findIndex((option) => option.code === value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = current().length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey && !isOpen) open(-1);
        else if (!isOpen) open(query === null ? Math.max(selectedIndex(), 0) : 0);
        else setActiveIndex(activeIndex >= last ? 0 : activeIndex + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) open(query === null && selectedIndex() >= 0 ? selectedIndex() : last);
        else setActiveIndex(activeIndex <= 0 ? last : activeIndex - 1);
        return;
      case 'Home':
      case 'End':
        if (!isOpen || matches.length === 0) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter': {
        if (!isOpen) return;
        // Enter in an open list picks; it must not also send the form.
        event.preventDefault();
        // Nothing highlighted: what was typed picks its best match, the first one listed.
        const hasTyped = query !== null && query.trim() !== '';
        const pick = active ?? (hasTyped ? matches[0] : undefined);
        if (pick) choose(pick);
        return;
      }
      case 'Escape':
        if (!isOpen && query === null) return;
        event.preventDefault();
        close();
        return;
    }
  };

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (query !== null) {
      // A whole name or code counts as choosing it; other text is kept for the form to mark.
      const exact = findCountryByText(options.all(), query);
      if (exact) {
        if (exact.code !== value) choose(exact);
      } else {
        onChange(query.trim());
      }
    }
    close();
    onBlur?.(event.relatedTarget);
  };

  const flagCode = selected && query === null ? selected.code : undefined;
  return (
    <div className="relative noscript:hidden" inert={!isEnhanced}>
      {flagCode && <CountryFlag code={flagCode} className="pointer-events-none absolute top-4 start-3" />}
      <input
        ref={inputRef}
        id={isEnhanced ? id : undefined}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={active ? optionId(active.code) : undefined}
        aria-describedby={describedBy}
        aria-invalid={isInvalid}
        aria-required={isRequired}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={placeholder}
        value={query ?? (selected ? optionLabel(selected) : value)}
        onChange={(event) => {
          setQuery(event.target.value);
          open(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        onClick={() => (isOpen ? close() : open(Math.max(selectedIndex(), 0)))}
        onBlur={onInputBlur}
        className={`${controlClass} pe-10 ${flagCode ? 'ps-11' : ''}`}
      />
      <SiteIcon
        name="chevron-down"
        className="pointer-events-none absolute top-3.5 end-3 size-5 text-steel-600"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!isOpen || matches.length === 0}
        className="absolute z-20 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded-sm border border-steel-500 bg-white py-1 shadow-lg"
      >
        {isOpen &&
          matches.map((option) => (
            <CountryOptionRow
              key={option.code}
              option={option}
              id={optionId(option.code)}
              isActive={option === active}
              isChosen={option.code === value}
              onChoose={choose}
            />
          ))}
      </div>
      {isOpen && matches.length === 0 && (
        <p className="absolute z-20 mt-1 w-full rounded-sm border border-steel-500 bg-white px-3 py-3 text-steel-700 shadow-lg">
          {formatMessage(texts.noResults, { query: query ?? '' })}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {isOpen && matches.length === 0
          ? formatMessage(texts.noResults, { query: query ?? '' })
          : announcement}
      </p>
    </div>
  );
}

/** One country in the open list: flag, name, dial code if any, and a check mark when it is the value. */
function CountryOptionRow({
  option,
  id,
  isActive,
  isChosen,
  onChoose,
}: {
  option: CountryOption;
  id: string;
  isActive: boolean;
  isChosen: boolean;
  onChoose: (option: CountryOption) => void;
}) {
  return (
    // Options are never focused themselves: the input points at the active one (aria-activedescendant)
    // and handles every key; the mouse picks directly.
    // biome-ignore lint/a11y/useFocusableInteractive: see above.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
      className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 ${isActive ? 'bg-petrol-700 text-white' : 'hover:bg-petrol-50'}`}
    >
      <CountryFlag code={option.code} className="shrink-0" />
      <span className="grow">{option.name}</span>
      {option.dialCode && (
        <span className={`tabular-nums ${isActive ? 'text-white' : 'text-steel-700'}`}>
          {option.dialCode}
        </span>
      )}
      <SiteIcon name="check" className={`size-5 shrink-0 ${isChosen ? '' : 'invisible'}`} />
    </div>
  );
}
