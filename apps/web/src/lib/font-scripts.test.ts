import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { locales } from '@sitedesk/shared/locales';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { arabicFontRanges } from '../features/seo/arabic-font-coverage';
import {
  type FontFile,
  type FontFileName,
  fontFiles,
  fontsOf,
  type WritingSystem,
  writingSystemOf,
  writingSystemOfLanguage,
} from './font-scripts';

const require = createRequire(import.meta.url);
const tokensCss = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
const fontFilesSource = readFileSync(new URL('./font-files.ts', import.meta.url), 'utf8');

/**
 * The site languages of issue 29 §1 (the EU's 24 official languages, Arabic, Turkish, Japanese and Simplified
 * Chinese), each with a sentence a page in it could carry: the site's own kind of text and the letters its
 * alphabet has beyond the others (Czech ů ě ř, Romanian ș ț, Maltese ħ ġ ż ċ, Turkish ğ ı İ ş …).
 */
const samples: Record<string, string> = {
  en: 'Request a quote: we answer within one working day — “Heat exchangers” & 2026 €.',
  de: 'Fordern Sie ein Angebot an – wir antworten innerhalb eines Werktags. Größe, Übergabe, Änderung.',
  fr: 'Demandez un devis : nous répondons sous un jour ouvré. Œuvre, façade, élève, « à bientôt ».',
  nl: 'Vraag een offerte aan; wij antwoorden binnen één werkdag. Financiën, café, reëel.',
  da: 'Bed om et tilbud – vi svarer inden for én arbejdsdag. Blåbærgrød, æble, øl, Å, Æ, Ø.',
  sv: 'Begär en offert – vi svarar inom en arbetsdag. Växjö, få, Ärende, Öppet.',
  es: 'Solicite un presupuesto: respondemos en un día laborable. ¿Año? ¡Pingüino, acción, Ñandú!',
  it: 'Richiedi un preventivo: rispondiamo entro un giorno lavorativo. Perché, città, più, così, È.',
  pt: 'Peça um orçamento: respondemos num dia útil. Ação, coração, pão, você, à, Õ.',
  ga: 'Iarr meastachán; freagraímid laistigh de lá oibre amháin. Fáilte, Éire, ó, úsáid, Í.',
  cs: 'Požádejte o nabídku, odpovíme do jednoho pracovního dne. Příliš žluťoučký kůň úpěl ďábelské ódy. Ř Ů Ě Ň Ť Ď.',
  sk: 'Vyžiadajte si ponuku, odpovieme do jedného pracovného dňa. Kŕdeľ ďatľov učí koňa žrať kôru. Ĺ Ľ Ŕ Ô Ä.',
  pl: 'Poproś o ofertę, odpowiemy w ciągu jednego dnia roboczego. Zażółć gęślą jaźń. Ł Ś Ź Ż Ć Ń Ą Ę.',
  hu: 'Kérjen ajánlatot, egy munkanapon belül válaszolunk. Árvíztűrő tükörfúrógép. Ő Ű.',
  ro: 'Solicitați o ofertă, răspundem într-o zi lucrătoare. Își, țară, șină, Ș, Ț, Â, Ă.',
  hr: 'Zatražite ponudu, odgovaramo u roku od jednog radnog dana. Đurđevak, čaša, ćup, Dž, Č, Ć, Š, Ž.',
  sl: 'Zahtevajte ponudbo, odgovorimo v enem delovnem dnevu. Čaša, šola, žaba, Č, Š, Ž.',
  lv: 'Pieprasiet piedāvājumu, atbildam vienas darba dienas laikā. Ģērbies, ķēde, ļoti, ņem, ūdens, īss, Ā, Ē, Ī, Ū.',
  lt: 'Paprašykite pasiūlymo, atsakysime per vieną darbo dieną. Ąžuolas, ęė, į, ų, ū, Ą, Ę, Ė, Į, Ų, Ū.',
  et: 'Küsige pakkumist, vastame ühe tööpäeva jooksul. Šokolaad, žürii, õun, Õ, Š, Ž.',
  fi: 'Pyydä tarjous, vastaamme yhden työpäivän kuluessa. Šakki, Žanna, äiti, öljy, Å.',
  mt: 'Itlob kwotazzjoni, inwieġbu fi żmien ġurnata tax-xogħol. Ċ ċ Ġ ġ Ħ ħ Ż ż à è ì ò ù.',
  tr: 'Teklif isteyin, bir iş günü içinde yanıt veriyoruz. Ğ ğ İ ı Ş ş Ç ç Ö ö Ü ü.',
  el: 'Ζητήστε προσφορά· απαντάμε εντός μίας εργάσιμης ημέρας. Ξεσκεπάζω την ψυχοφθόρα βδελυγμία; ΐ ΰ Ϊ Ϋ.',
  bg: 'Поискайте оферта, отговаряме в рамките на един работен ден. Щъркел, юмрук, ябълка, ѝ, Ъ, Ь, Ю, Я.',
  ar: 'اطلب عرض سعر، نرد خلال يوم عمل واحد. هل لديك سؤال؟',
  ja: 'お見積もりをご依頼ください。1営業日以内にご返信します（熱交換器）。',
  zh: '请向 Veltrum 索取报价，我们将在1个工作日内答复（热交换器）。',
};

/** What `<html lang>` says for each id where it is more than the id (decision 207's brief: `zh-Hans`). */
const htmlLang: Record<string, string> = { zh: 'zh-Hans' };

function parseUnicodeRange(range: string): (readonly [number, number])[] {
  return range.split(',').map((part) => {
    const [first = '', last] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)] as const;
  });
}

function rangesOf(name: FontFileName): (readonly [number, number])[] {
  return name === 'arabic' ? [...arabicFontRanges] : parseUnicodeRange(fontFiles[name].unicodeRange);
}

function pathOf(name: FontFileName): string {
  const { package: packageName, file } = fontFiles[name];
  if (packageName === null) return new URL(`../assets/fonts/${file}`, import.meta.url).pathname;
  return join(dirname(require.resolve(`${packageName}/package.json`)), 'files', file);
}

const cmaps = new Map<FontFileName, Set<number>>();
async function codePointsIn(name: FontFileName): Promise<Set<number>> {
  const known = cmaps.get(name);
  if (known) return known;
  const sfnt = await fontverter.convert(readFileSync(pathOf(name)), 'sfnt');
  const codePoints = new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
  cmaps.set(name, codePoints);
  return codePoints;
}

/**
 * The characters of `text` that no file of `family` draws: a file counts for a character only when its
 * `unicode-range` names it (so the browser uses the file for it) and its character map has it.
 */
async function notDrawnBy(family: string, files: readonly FontFileName[], text: string): Promise<string[]> {
  const ofFamily = files.filter((name) => fontFiles[name].family === family);
  const missing: string[] = [];
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0) ?? 0;
    let isDrawn = false;
    for (const name of ofFamily) {
      const inRange = rangesOf(name).some(([first, last]) => codePoint >= first && codePoint <= last);
      if (inRange && (await codePointsIn(name)).has(codePoint)) isDrawn = true;
    }
    if (!isDrawn) missing.push(`${character} U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return missing;
}

/**
 * What a writing system leaves to the reader's system fonts on purpose: Japanese and Chinese characters
 * (decision 207), and on Arabic pages everything but Arabic letters, which comes from the metric-matched
 * Latin fallbacks (decision 153).
 */
function leftToSystemFonts(system: WritingSystem, text: string): string {
  if (system === 'japanese' || system === 'simplifiedChinese') {
    return text.replace(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/gu,
      '',
    );
  }
  if (system === 'arabic') return [...text].filter((c) => /\p{Script_Extensions=Arabic}/u.test(c)).join('');
  return text;
}

describe('the web fonts of every site language (decision 207)', () => {
  it('knows a writing system for each of the 28 languages and no other', () => {
    expect(Object.keys(writingSystemOf).sort()).toEqual(Object.keys(samples).sort());
    expect(writingSystemOfLanguage('zh-Hans')).toBe('simplifiedChinese');
    expect(writingSystemOfLanguage('pt-PT')).toBe('latin');
    expect(writingSystemOfLanguage('xx')).toBe('latin');
    expect(writingSystemOfLanguage('constructor')).toBe('latin');
    expect(writingSystemOfLanguage('__proto__')).toBe('latin');
  });

  it('knows every language the site offers today', () => {
    expect(locales.filter((locale) => !(locale in writingSystemOf))).toEqual([]);
  });

  it.each(Object.entries(samples))(
    'draws %s text in fonts whose files exist and cover it',
    async (id, sample) => {
      const system = writingSystemOfLanguage(htmlLang[id] ?? id);
      const fonts = fontsOf[system];
      const files = [...fonts.deferred, ...fonts.preloaded];
      const inWebFonts = leftToSystemFonts(system, sample);

      expect(inWebFonts.length, 'characters drawn by the web fonts').toBeGreaterThan(0);
      // Japanese and Chinese name no family of their own: their Latin words are in the Latin faces.
      const families = [
        fonts.text ?? fontFiles.textLatin.family,
        fonts.display ?? fontFiles.displayLatin.family,
      ];
      for (const family of families) {
        expect(await notDrawnBy(family, files, inWebFonts), `${id}: not in ${family}`).toEqual([]);
      }
    },
  );

  it('names, in the stylesheet, the families each writing system loads, under its languages’ lang rules', () => {
    for (const [id, system] of Object.entries(writingSystemOf)) {
      const { text, display } = fontsOf[system];
      if (system === 'latin' || system === 'latinExtended') continue;
      const lang = htmlLang[id] ?? id;
      // Each non-Latin language has a rule of its own, so the other pages never name its fonts (decision 153).
      expect(tokensCss, `${id}: html:lang(${lang})`).toMatch(
        new RegExp(`html:(is\\([^)]*)?:?lang\\(${lang}\\)`),
      );
      for (const family of [text, display]) {
        if (family) expect(tokensCss, `${id}: ${family}`).toContain(`: "${family}", "`);
      }
    }
    expect(tokensCss).toMatch(/html:lang\(ja\) \{\n {2}--font-cjk:/);
    expect(tokensCss).toMatch(/html:lang\(zh-Hans\) \{\n {2}--font-cjk:/);
  });

  it('bundles, for each file the map names, that very file', () => {
    for (const [name, font] of Object.entries(fontFiles)) {
      expect(fontFilesSource, name).toMatch(
        new RegExp(`import ${name} from '@font-[a-z-]+/${font.file}\\?url'`),
      );
    }
  });

  it('declares each variable file with the weights its axis holds (our cuts keep 400–700, decision 217)', async () => {
    for (const [name, font] of Object.entries(fontFiles) as [FontFileName, FontFile][]) {
      const sfnt = await fontverter.convert(readFileSync(pathOf(name)), 'sfnt');
      const weight = new Face(new Blob(sfnt), 0).getAxisInfos().wght;
      if (weight === undefined) continue;
      expect(font.weight, name).toBe(`${weight.min} ${weight.max}`);
      if (font.package === null) expect(font.weight, name).toBe('400 700');
    }
  });

  it('keeps English, German, French and Arabic pages on the files they loaded before', () => {
    expect(fontsOf[writingSystemOfLanguage('en')].deferred).toEqual(['textLatin', 'displayLatin']);
    expect(writingSystemOfLanguage('de')).toBe('latin');
    expect(writingSystemOfLanguage('fr')).toBe('latin');
    expect(fontsOf.arabic).toMatchObject({ deferred: [], preloaded: ['arabic'] });
  });
});
