// Usage: node scripts/check-catalog.mjs <repo-root> <locale> [catalog ...]
// Compares messages/<locale>/<catalog>.json with messages/en/<catalog>.json: same keys, no empty strings,
// same {placeholders}, plural messages with exactly the CLDR plural categories of the language.
import { existsSync, readFileSync } from 'node:fs';

const [root, locale, ...names] = process.argv.slice(2);
const dir = `${root}/packages/shared/src/messages`;
const cats = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const isPlural = (v) =>
  v && typeof v === 'object' && !Array.isArray(v) && 'other' in v && Object.keys(v).every((k) => cats.has(k));
function flat(v, p = '', out = new Map()) {
  if (v && typeof v === 'object' && !isPlural(v))
    for (const [k, c] of Object.entries(v)) flat(c, p ? `${p}.${k}` : k, out);
  else out.set(p, v);
  return out;
}
const ph = (t) => (String(t).match(/\{\w+\}/g) ?? []).sort();
const intlTag = locale === 'ar' ? 'ar-u-nu-latn' : locale;
const categories = new Intl.PluralRules(intlTag).resolvedOptions().pluralCategories.slice().sort();
const catalogs = names.length
  ? names
  : ['site', 'visitor-page', 'erasure-request', 'errors', 'mail'].filter((n) =>
      existsSync(`${dir}/${locale}/${n}.json`),
    );
let problems = 0;
for (const name of catalogs) {
  const en = flat(JSON.parse(readFileSync(`${dir}/en/${name}.json`, 'utf8')));
  const tr = flat(JSON.parse(readFileSync(`${dir}/${locale}/${name}.json`, 'utf8')));
  const report = (m) => {
    problems++;
    console.log(`${locale}/${name}.json: ${m}`);
  };
  for (const k of en.keys()) if (!tr.has(k)) report(`missing ${k}`);
  for (const [k, v] of tr) {
    if (!en.has(k)) {
      report(`extra ${k}`);
      continue;
    }
    const e = en.get(k);
    if (isPlural(e) || isPlural(v)) {
      if (!isPlural(v)) {
        report(`${k} must be plural forms ${categories.join(',')}`);
        continue;
      }
      const got = Object.keys(v).sort();
      if (got.join() !== categories.join())
        report(`${k} plural forms ${got.join(',')} but ${locale} has ${categories.join(',')}`);
      const want = ph(isPlural(e) ? e.other : e);
      for (const f of Object.values(v)) {
        if (typeof f !== 'string' || !f.trim()) report(`${k} empty form`);
        const extra = ph(f).filter((x) => !want.includes(x));
        if (extra.length) report(`${k} extra placeholder ${extra}`);
        if (want.filter((x) => !ph(f).includes(x)).length > 1) report(`${k} lost placeholders`);
      }
    } else {
      if (typeof v !== 'string' || !v.trim()) report(`${k} empty`);
      else if (ph(v).join() !== ph(e).join()) report(`${k} placeholders ${ph(v)} vs English ${ph(e)}`);
    }
  }
}
console.log(problems ? `${problems} problem(s)` : `${locale}: ${catalogs.join(', ')} OK`);
process.exit(problems ? 1 : 0);
