import type { Database } from '@sitedesk/db/client';
import { spamClassTotals, spamTokenCounts } from '@sitedesk/db/spam-schema';
import { sql } from 'drizzle-orm';
import {
  classify,
  emptySpamModel,
  mergeSpamModels,
  type SpamClassifierModel,
  spamFeatures,
  spamModelFromCorpus,
  type TokenCounts,
} from './spam-classifier';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Teaches this installation's classifier one staff verdict ("Spam" / "Not spam"), inside the caller's
 * transaction: the counts change only if the verdict itself is stored. Every instance sees it with its next
 * judgement (`loadSpamModel` notices the changed totals).
 */
export async function recordSpamVerdict(
  tx: Transaction | Database,
  verdict: { text: string; label: 'spam' | 'ham' },
): Promise<void> {
  const tokens = spamFeatures(verdict.text);
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  // In one order everywhere, so two verdicts at once lock their shared tokens' rows without a deadlock.
  const rows = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([token, count]) => ({
      token,
      spamCount: verdict.label === 'spam' ? count : 0,
      hamCount: verdict.label === 'ham' ? count : 0,
    }));
  if (rows.length > 0) {
    await tx
      .insert(spamTokenCounts)
      .values(rows)
      .onConflictDoUpdate({
        target: spamTokenCounts.token,
        set: {
          spamCount: sql`${spamTokenCounts.spamCount} + excluded.spam_count`,
          hamCount: sql`${spamTokenCounts.hamCount} + excluded.ham_count`,
        },
      });
  }
  await tx
    .insert(spamClassTotals)
    .values({ label: verdict.label, documents: 1, tokens: tokens.length })
    .onConflictDoUpdate({
      target: spamClassTotals.label,
      set: {
        documents: sql`${spamClassTotals.documents} + 1`,
        tokens: sql`${spamClassTotals.tokens} + excluded.tokens`,
      },
    });
}

let seedModel: Promise<SpamClassifierModel> | undefined;

/** The model learned from the shipped corpus, built with the first judgement, not at start. */
function loadSeedModel(): Promise<SpamClassifierModel> {
  seedModel ??= import('./seed-corpus.json').then((corpus) => spamModelFromCorpus(corpus.default));
  return seedModel;
}

type CachedModel = { signature: string; model: SpamClassifierModel };
const cachedModels = new WeakMap<Database, CachedModel>();

/**
 * The seed plus what this installation's staff taught. The learned counts are read again only when the
 * class totals changed (every verdict changes them), so each judgement costs one two-row query, and every
 * instance judges with every verdict as soon as it is committed.
 */
export async function loadSpamModel(db: Database): Promise<SpamClassifierModel> {
  const seed = await loadSeedModel();
  const totals = await db.select().from(spamClassTotals);
  const signature = totals
    .map((row) => `${row.label}:${row.documents}:${row.tokens}`)
    .sort()
    .join(',');
  const cached = cachedModels.get(db);
  if (cached?.signature === signature) return cached.model;

  const learned = emptySpamModel();
  for (const row of totals) {
    learned.documents[row.label] = row.documents;
    learned.tokenTotals[row.label] = row.tokens;
  }
  if (totals.length > 0) {
    const rows = await db.select().from(spamTokenCounts);
    for (const row of rows) {
      learned.tokens.set(row.token, { spam: row.spamCount, ham: row.hamCount } satisfies TokenCounts);
    }
  }
  const model = mergeSpamModels(seed, learned);
  cachedModels.set(db, { signature, model });
  return model;
}

/** How likely a text is spam (0 to 1) by this installation's classifier: for inbound mail (not wired yet). */
export async function scoreInboundText(db: Database, text: string): Promise<number> {
  return classify(await loadSpamModel(db), text);
}
