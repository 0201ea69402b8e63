import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { PersonCounts, PersonErasureResult, PersonSearchResult } from '@sitedesk/shared/people-api';
import { type FormEvent, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { PageHeading } from '../../../ui/page-heading';
import { buttonDanger, buttonPrimary, buttonSecondary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { erasePerson } from '../api/erase-person';
import { confirmErasureRequest, useErasureRequests } from '../api/erasure-requests';
import { exportPerson } from '../api/export-person';
import { searchPerson } from '../api/search-person';
import { EraseDialog } from './erase-dialog';
import { ErasureRequests } from './erasure-requests';

const countKeys = ['inquiries', 'messages', 'notes', 'files', 'outgoingMails', 'devMailboxCopies'] as const;

/** A person's data in one place (GDPR art. 15, 17, 20; decision 185): owners and admins only. */
export function PeoplePage() {
  const { t, locale } = useDeskI18n();
  const errorMessage = useErrorMessage();
  const requests = useErasureRequests();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<{ email: string; result: PersonSearchResult }>();
  const [done, setDone] = useState<string>();
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useAction(searchPerson);
  const exporter = useAction(exportPerson);
  const eraser = useAction(async (address: string): Promise<PersonErasureResult> => {
    const request = requests.data?.items.find((item) => item.email.toLowerCase() === address.toLowerCase());
    return request ? confirmErasureRequest(request.id, address) : erasePerson(address);
  });

  async function find(address: string) {
    setDone(undefined);
    const outcome = await search.run(address);
    if (outcome.ok) setFound({ email: address, result: outcome.value });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await find(email.trim());
  }

  async function erase() {
    if (!found) return;
    const outcome = await eraser.run(found.email);
    dialog.current?.close();
    if (!outcome.ok) return;
    const counts: Record<keyof PersonCounts, string> = Object.fromEntries(
      countKeys.map((key) => [key, formatNumber(outcome.value.counts[key], locale)]),
    ) as Record<keyof PersonCounts, string>;
    setDone(formatMessage(t.people.erased, counts));
    setFound({ email: found.email, result: { counts: zeroCounts, erasedAt: outcome.value.erasedAt } });
    requests.reload();
  }

  const error = search.error ?? exporter.error ?? eraser.error;
  const total = found ? countKeys.reduce((sum, key) => sum + found.result.counts[key], 0) : 0;
  return (
    <div className="space-y-6">
      <PageHeading title={t.people.title}>{t.people.title}</PageHeading>
      <p className="max-w-3xl text-steel-700">{t.people.intro}</p>
      <form onSubmit={submit} className={`${cardClass} flex flex-wrap items-end gap-3`} noValidate>
        <div className="min-w-0 grow basis-64">
          <Field
            label={t.people.searchLabel}
            type="email"
            name="email"
            dir="ltr"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonPrimary} disabled={search.isPending}>
          {t.people.search}
        </button>
      </form>
      {error !== undefined && <Alert tone="error">{errorMessage(error)}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      {found && (
        <section aria-labelledby="person-heading" className={`${cardClass} space-y-4`} aria-live="polite">
          <h2 id="person-heading" className="text-2xl break-words text-petrol-900">
            {formatMessage(t.people.resultsHeading, { email: ltrIsolateIn(locale, found.email) })}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {countKeys.map((key) => (
              <div key={key} className="rounded-card border border-steel-200 p-3">
                <dt className="text-sm text-steel-700">{t.people.counts[key]}</dt>
                <dd className="text-2xl font-semibold text-petrol-900" data-count={key}>
                  {formatNumber(found.result.counts[key], locale)}
                </dd>
              </div>
            ))}
          </dl>
          {total === 0 && <p>{t.people.nothingHeld}</p>}
          {found.result.erasedAt && (
            <p className="font-semibold">
              {formatMessage(t.people.erasedBefore, { date: formatDate(found.result.erasedAt, locale) })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonSecondary}
              disabled={exporter.isPending}
              onClick={() => void exporter.run(found.email)}
            >
              {exporter.isPending ? t.people.exporting : t.people.export}
            </button>
            {total > 0 && (
              <button type="button" className={buttonDanger} onClick={() => dialog.current?.showModal()}>
                {t.people.erase}
              </button>
            )}
          </div>
          <EraseDialog
            dialog={dialog}
            email={found.email}
            isBusy={eraser.isPending}
            onConfirm={() => void erase()}
          />
        </section>
      )}
      <ErasureRequests
        requests={requests}
        onReview={(request) => {
          setEmail(request.email);
          void find(request.email);
        }}
      />
    </div>
  );
}

const zeroCounts: PersonCounts = {
  inquiries: 0,
  messages: 0,
  notes: 0,
  files: 0,
  outgoingMails: 0,
  devMailboxCopies: 0,
};
