import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { RoutingRule, Team } from '@sitedesk/shared/routing-api';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { countryName, languageName } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { useTopicLabel } from '../../../topics/topics-store';
import { Alert } from '../../../ui/alert';
import { EditInPlaceList } from '../../../ui/edit-in-place-list';
import { buttonSecondary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { deleteRule, type RoutableEntry, reorderRules, updateRule } from '../api/routing';
import { RuleForm } from './rule-form';

type Props = {
  rules: RoutingRule[];
  teams: Team[];
  staff: StaffSummary[];
  entries: RoutableEntry[];
  onChanged: (notice: string) => void;
};

/** The rules in the order they apply, each editable in place and deletable after a confirmation. */
export function RuleList({ rules, teams, staff, entries, onChanged }: Props) {
  const { t, locale } = useDeskI18n();
  const topicLabel = useTopicLabel();
  const texts = t.routing.rules;
  const errorMessage = useErrorMessage();
  const reorder = useAction(reorderRules);

  const targetName = (rule: RoutingRule) =>
    'teamId' in rule.assignTo
      ? (teams.find((team) => team.id === (rule.assignTo as { teamId: string }).teamId)?.name ?? '')
      : (staff.find((member) => member.id === (rule.assignTo as { userId: string }).userId)?.name ?? '');
  const conditionsOf = (rule: RoutingRule) => {
    const parts = [
      ...(rule.when.regions ?? []).map((region) => texts.regionNames[region]),
      ...(rule.when.countries ?? []).map((code) => countryName(code, locale)),
      ...(rule.when.topics ?? []).map((topic) => topicLabel(topic)),
      ...(rule.when.locales ?? []).map((code) => languageName(code, locale)),
      ...(rule.when.entryIds ?? []).map(
        (entryId) => entries.find((entry) => entry.id === entryId)?.title ?? '',
      ),
      ...(rule.when.keywords ?? []).map((keyword) => `“${keyword}”`),
    ];
    return parts.length === 0 ? texts.summaryAny : parts.join(', ');
  };

  return (
    <EditInPlaceList
      items={rules}
      listTag="ol"
      texts={texts}
      nameOf={(rule) => rule.name}
      placeholder="name"
      remove={deleteRule}
      onChanged={onChanged}
      alerts={reorder.error !== undefined && <Alert tone="error">{errorMessage(reorder.error)}</Alert>}
      form={(rule, handlers) => (
        <RuleForm
          initial={rule}
          staff={staff}
          teams={teams}
          entries={entries}
          save={(request) => updateRule(rule.id, request)}
          {...handlers}
        />
      )}
      summary={(rule) => (
        <>
          <h3 className="font-semibold break-words">{rule.name}</h3>
          <p className="text-sm text-steel-700 break-words">
            {conditionsOf(rule)} {formatMessage(texts.assignsTo, { target: targetName(rule) })}
          </p>
        </>
      )}
      moveButtons={(rule, index) =>
        (['up', 'down'] as const).map((direction) => {
          const target = direction === 'up' ? index - 1 : index + 1;
          return (
            <button
              key={direction}
              type="button"
              className={buttonSecondary}
              aria-label={`${direction === 'up' ? texts.moveUp : texts.moveDown}: ${rule.name}`}
              disabled={target < 0 || target >= rules.length}
              onClick={async () => {
                const ids = rules.map((other) => other.id);
                [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
                if ((await reorder.run(ids)).ok) {
                  onChanged(formatMessage(texts.reordered, { name: rule.name, position: target + 1 }));
                }
              }}
            >
              {direction === 'up' ? (
                <ArrowUp aria-hidden="true" className="size-4" />
              ) : (
                <ArrowDown aria-hidden="true" className="size-4" />
              )}
              {direction === 'up' ? texts.moveUp : texts.moveDown}
            </button>
          );
        })
      }
    />
  );
}
