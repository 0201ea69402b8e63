/**
 * The spam check's quality and cost on the labelled evaluation set (scripts/spam-corpus, decision 164):
 * `judgeSubmission` with the default thresholds and the shipped seed, over every item. Quality: the share of
 * ham that reaches the inbox and of spam that is held, and the misses per kind. Cost: time per judgement.
 * Writes the figures into docs/performance.md. Measures only; asserts nothing.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config';
import seedCorpus from '../apps/server/src/features/spam/seed-corpus.json';
import { spamModelFromCorpus } from '../apps/server/src/features/spam/spam-classifier';
import {
  judgeSubmission,
  type SubmissionSignals,
  spamThresholdsFrom,
} from '../apps/server/src/features/spam/spam-signals';
import { machineDescription, writePerformanceSection } from './performance-doc';

type EvaluationItem = SubmissionSignals & { label: 'ham' | 'spam'; kind: string };

const setPath = join(import.meta.dirname, 'spam-corpus', 'evaluation-set.json');
const items = JSON.parse(await readFile(setPath, 'utf8')) as EvaluationItem[];
const loaded = loadConfig({});
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const thresholds = spamThresholdsFrom(loaded.config.spam);
const model = spamModelFromCorpus(seedCorpus);

const misses = new Map<string, { wrong: number; total: number }>();
const passed = { ham: 0, spam: 0 };
const totals = { ham: 0, spam: 0 };
for (const item of items) {
  const isRight = judgeSubmission(item, model, thresholds).isSpam === (item.label === 'spam');
  totals[item.label] += 1;
  if (isRight) passed[item.label] += 1;
  const key = `${item.label} ${item.kind}`;
  const kind = misses.get(key) ?? { wrong: 0, total: 0 };
  kind.total += 1;
  if (!isRight) kind.wrong += 1;
  misses.set(key, kind);
}

// Each round judges the whole set; the median round says what one judgement costs.
const roundMs: number[] = [];
for (let round = 0; round < 7; round++) {
  const start = performance.now();
  for (const item of items) judgeSubmission(item, model, thresholds);
  roundMs.push(performance.now() - start);
}
roundMs.sort((a, b) => a - b);
const perJudgementMs = (roundMs[3] ?? 0) / items.length;

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const machine = machineDescription();
const missed = [...misses].filter(([, kind]) => kind.wrong > 0).sort(([a], [b]) => a.localeCompare(b));
const section = [
  '## Spam check (`npm run bench:spam`)',
  '',
  `\`judgeSubmission\` (decision 164) with the default thresholds (SPAM_THRESHOLD ${thresholds.threshold}) and the `,
  `shipped seed over the labelled evaluation set (${totals.ham} ham, ${totals.spam} spam; scripts/spam-corpus). `,
  'Target: 99 % of the ham in the inbox, 95 % of the spam held. The set is written from the same patterns as ',
  `the seed, so its figures are an upper bound. Machine: ${machine}. Measured ${new Date().toISOString().slice(0, 10)}.`,
  '',
  '| ham in the inbox | spam held | time per judgement |',
  '| ---: | ---: | ---: |',
  `| ${percent(passed.ham, totals.ham)} (${passed.ham}) | ${percent(passed.spam, totals.spam)} (${passed.spam}) | ${perJudgementMs.toFixed(3)} ms |`,
  '',
  '| misjudged: label and kind | wrong / items |',
  '| --- | ---: |',
  ...missed.map(([key, kind]) => `| ${key} | ${kind.wrong} / ${kind.total} |`),
].join('\n');
console.log(`\n${section}\n`);
await writePerformanceSection('bench:spam', section);
