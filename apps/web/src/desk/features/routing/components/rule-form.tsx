import { isCountryCode } from '@sitedesk/shared/countries';
import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { type Locale, locales } from '@sitedesk/shared/locales';
import type { DeskMessages } from '@sitedesk/shared/messages/desk-types';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type RegionGroup, regionGroupIds } from '@sitedesk/shared/regions';
import {
  type RoutingRule,
  type RoutingRuleRequest,
  routingRuleRequestSchema,
  type Team,
} from '@sitedesk/shared/routing-api';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { useTopicLabel, useTopics } from '../../../topics/topics-store';
import { Alert } from '../../../ui/alert';
import { ErrorSummary } from '../../../ui/error-summary';
import { FieldError } from '../../../ui/field-error';
import { FormActions } from '../../../ui/form-actions';
import { inputClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import type { RoutableEntry } from '../api/routing';
import { RoutingField } from './routing-field';

type Props = {
  initial?: RoutingRule;
  staff: StaffSummary[];
  teams: Team[];
  entries: RoutableEntry[];
  save: (request: RoutingRuleRequest) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
};

type Field = 'name' | 'countries' | 'target';

const splitCodes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** A rule's name, conditions (countries, topics, languages) and whom it assigns to. */
export function RuleForm({ initial, staff, teams, entries, save, onSaved, onCancel }: Props) {
  const { t, locale } = useDeskI18n();
  const texts = t.routing.rules;
  const topicList = useTopics();
  const topicLabel = useTopicLabel();
  const id = useId();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState(initial?.name ?? '');
  const [countries, setCountries] = useState((initial?.when.countries ?? []).join(', '));
  const [regions, setRegions] = useState<RegionGroup[]>(initial?.when.regions ?? []);
  const [topics, setTopics] = useState<string[]>(initial?.when.topics ?? []);
  const [ruleLocales, setRuleLocales] = useState<Locale[]>(initial?.when.locales ?? []);
  const [keywords, setKeywords] = useState((initial?.when.keywords ?? []).join('\n'));
  const [entryIds, setEntryIds] = useState<string[]>(initial?.when.entryIds ?? []);
  const [kind, setKind] = useState<AssigneeKind>(initial && 'teamId' in initial.assignTo ? 'team' : 'user');
  const [target, setTarget] = useState(
    initial ? ('teamId' in initial.assignTo ? initial.assignTo.teamId : initial.assignTo.userId) : '',
  );
  const [problems, setProblems] = useState<{ field: Field; message: string }[]>([]);
  const action = useAction(save);
  const labels: Record<Field, string> = {
    name: texts.name,
    countries: texts.countries,
    target: texts.assignTo,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const codes = splitCodes(countries);
    const keywordList = keywords
      .split('\n')
      .map((keyword) => keyword.trim())
      .filter(Boolean);
    const unknown = codes.filter((code) => !isCountryCode(code));
    const found: { field: Field; message: string }[] = [];
    if (name.trim() === '') found.push({ field: 'name', message: texts.invalidName });
    if (unknown.length > 0)
      found.push({
        field: 'countries',
        message: formatMessage(texts.invalidCountries, { codes: unknown.join(', ') }),
      });
    if (target === '') found.push({ field: 'target', message: texts.invalidTarget });
    const parsed = routingRuleRequestSchema.safeParse({
      name,
      when: {
        ...(codes.length > 0 && { countries: codes }),
        ...(regions.length > 0 && { regions }),
        ...(topics.length > 0 && { topics }),
        ...(ruleLocales.length > 0 && { locales: ruleLocales }),
        ...(keywordList.length > 0 && { keywords: keywordList }),
        ...(entryIds.length > 0 && { entryIds }),
      },
      assignTo: kind === 'team' ? { teamId: target } : { userId: target },
    });
    if (found.length === 0 && !parsed.success)
      found.push({ field: 'name', message: t.errors.fieldsNeedAttention });
    setProblems(found);
    if (found.length > 0 || !parsed.success) return;
    if ((await action.run(parsed.data)).ok) {
      if (!initial) {
        setName('');
        setCountries('');
        setRegions([]);
        setTopics([]);
        setRuleLocales([]);
        setKeywords('');
        setEntryIds([]);
        setTarget('');
      }
      onSaved();
    }
  };
  const problemOf = (field: Field) => problems.find((problem) => problem.field === field)?.message;
  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ErrorSummary
        title={t.routing.errorSummary}
        items={problems.map((problem) => ({
          fieldId: `${id}-${problem.field}`,
          label: labels[problem.field],
          message: problem.message,
        }))}
      />
      {action.error !== undefined && <Alert tone="error">{errorMessage(action.error)}</Alert>}
      <RoutingField id={`${id}-name`} label={texts.name} error={problemOf('name')}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </RoutingField>
      <fieldset className="space-y-3 rounded-card border border-steel-200 p-3">
        <legend className="px-1 font-semibold text-steel-800">{texts.conditions}</legend>
        <p className="text-sm text-steel-600">{texts.conditionsHint}</p>
        <RoutingField
          id={`${id}-countries`}
          label={texts.countries}
          hint={texts.countriesHint}
          error={problemOf('countries')}
        >
          {(control) => (
            <input
              {...control}
              className={inputClass}
              dir="ltr"
              value={countries}
              onChange={(event) => setCountries(event.target.value)}
            />
          )}
        </RoutingField>
        <Checkboxes
          legend={texts.regions}
          hint={texts.regionsHint}
          options={regionGroupIds.map((region) => ({ value: region, label: texts.regionNames[region] }))}
          chosen={regions}
          onToggle={(value, on) => setRegions(toggle(regions, value, on))}
        />
        <Checkboxes
          legend={texts.topics}
          hint={texts.anyHint}
          options={topicList.map(({ key }) => ({ value: key, label: topicLabel(key) }))}
          chosen={topics}
          onToggle={(value, on) => setTopics(toggle(topics, value, on))}
        />
        <Checkboxes
          legend={texts.locales}
          hint={texts.anyHint}
          options={locales.map((code) => ({ value: code, label: languageName(code, locale) }))}
          chosen={ruleLocales}
          onToggle={(value, on) => setRuleLocales(toggle(ruleLocales, value, on))}
        />
        <RoutingField id={`${id}-keywords`} label={texts.keywords} hint={texts.keywordsHint}>
          {(control) => (
            <textarea
              {...control}
              className={`${inputClass} min-h-20`}
              value={keywords}
              onChange={(event) => setKeywords(event.target.value)}
            />
          )}
        </RoutingField>
        {entries.length > 0 && (
          <Checkboxes
            legend={texts.entries}
            hint={texts.anyHint}
            options={entries.map((entry) => ({ value: entry.id, label: entry.title }))}
            chosen={entryIds}
            onToggle={(value, on) => setEntryIds(toggle(entryIds, value, on))}
          />
        )}
      </fieldset>
      <AssigneeFieldset
        id={id}
        texts={texts}
        kind={kind}
        target={target}
        staff={staff}
        teams={teams}
        problem={problemOf('target')}
        onKindChange={(option) => {
          setKind(option);
          setTarget('');
        }}
        onTargetChange={setTarget}
      />
      <FormActions submitLabel={initial ? t.save : texts.create} action={action} onCancel={onCancel} />
    </form>
  );
}

type AssigneeKind = 'user' | 'team';

/** Whom the rule assigns to: a person or a team, chosen from a list. */
function AssigneeFieldset({
  id,
  texts,
  kind,
  target,
  staff,
  teams,
  problem,
  onKindChange,
  onTargetChange,
}: {
  id: string;
  texts: DeskMessages['routing']['rules'];
  kind: AssigneeKind;
  target: string;
  staff: StaffSummary[];
  teams: Team[];
  problem: string | undefined;
  onKindChange: (kind: AssigneeKind) => void;
  onTargetChange: (target: string) => void;
}) {
  return (
    <fieldset className="space-y-2 rounded-card border border-steel-200 p-3">
      <legend className="px-1 font-semibold text-steel-800">{texts.assignTo}</legend>
      <div className="flex flex-wrap gap-4">
        {(['user', 'team'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-kind`}
              className="size-5"
              checked={kind === option}
              onChange={() => onKindChange(option)}
            />
            {option === 'user' ? texts.person : texts.team}
          </label>
        ))}
      </div>
      <label htmlFor={`${id}-target`} className="sr-only">
        {texts.assignTo}
      </label>
      <select
        id={`${id}-target`}
        className={inputClass}
        value={target}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-target-error` : undefined}
        onChange={(event) => onTargetChange(event.target.value)}
      >
        <option value="">{texts.choose}</option>
        {(kind === 'user' ? staff : teams).map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-target-error`} message={problem} />
    </fieldset>
  );
}

type CheckboxesProps<T extends string> = {
  legend: string;
  hint: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onToggle: (value: T, on: boolean) => void;
};

function Checkboxes<T extends string>({ legend, hint, options, chosen, onToggle }: CheckboxesProps<T>) {
  return (
    <fieldset>
      <legend className="font-semibold text-steel-800">{legend}</legend>
      <p className="text-sm text-steel-600">{hint}</p>
      <div className="flex flex-wrap gap-x-4">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
