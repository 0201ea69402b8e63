import { quoteRequestLimits } from '@sitedesk/shared/quote-request';
import { topicFieldInputName, topicFieldKeyPattern, topicFieldLimits } from '@sitedesk/shared/topic-fields';
import type { Context } from 'hono';
import { AppError } from '../../../http/app-error';
import { readFormBody } from '../../../http/parse-request';
import type { UploadedFile } from './check-attachments';

const textFields = [
  'name',
  'company',
  'email',
  'phone',
  'phoneCountry',
  'country',
  'topic',
  'message',
  'locale',
  'website',
  'entryId',
  'proof',
  'neededBy',
  'deliveryCountry',
  'deliveryPostcode',
  'vatId',
  'purchaseReference',
];

/**
 * Reads `POST /api/inquiries` as JSON or as multipart form data (files under `attachments`) into the same
 * plain fields the shared schema checks. Anything else is refused before it is parsed.
 */
export async function readSubmission(c: Context): Promise<{ fields: unknown; files: UploadedFile[] }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) return { fields: await readJson(c), files: [] };
  if (type.startsWith('multipart/form-data')) return readMultipart(c);
  throw new AppError('unsupported_media_type');
}

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('bad_request');
  }
}

async function readMultipart(c: Context): Promise<{ fields: unknown; files: UploadedFile[] }> {
  const body = await readFormBody(c);
  const fields: Record<string, unknown> = {};
  for (const name of textFields) {
    const value = body[name];
    if (typeof value === 'string') fields[name] = value;
  }
  // An HTML checkbox sends "on"; other clients may send "true".
  const consent = body.consent;
  fields.consent = typeof consent === 'string' && ['on', 'true', '1', 'yes'].includes(consent.toLowerCase());

  const uploads = textsOf(body.uploads);
  if (uploads.length > 0) fields.uploads = uploads;
  const { lines, lineFiles } = linesOf(body);
  if (lines.length > 0) fields.lines = lines;

  const extra = extraAnswersOf(body);
  if (Object.keys(extra.answers).length > 0) fields.extra = extra.answers;

  const files = await uploadedFilesOf(body.attachments);
  for (const [key, parts] of extra.fileParts) {
    for (const file of await fieldFilesOf(parts)) files.push({ ...file, field: key });
  }
  for (const { line, key, parts } of lineFiles) {
    for (const file of await fieldFilesOf(parts)) files.push({ ...file, field: key, line });
  }
  return { fields, files };
}

/**
 * A quote request's product lines as a form posts them: `lineEntryId`, `lineQuantity` and `lineUnit` once per
 * row, in order. A row the buyer left without a product is no line (the form without JavaScript shows a few
 * empty rows); a row with a product keeps whatever else it has, for the schema to judge. A line's answers to
 * its product's own fields (decision 243) come as `line.<n>.extra.<key>`, `n` counting the lines with a
 * product (the form with JavaScript), or as `row.<r>.<entryId>.extra.<key>`, `r` counting every posted row
 * (the form without it, which posts every product's fields in every row: only the chosen product's count).
 */
function linesOf(body: Record<string, string | File | (string | File)[]>): {
  lines: unknown[];
  /** A line's file fields' files (decision 249), by line and key. */
  lineFiles: { line: number; key: string; parts: File[] }[];
} {
  const entryIds = textsOf(body.lineEntryId);
  const quantities = textsOf(body.lineQuantity);
  const units = textsOf(body.lineUnit);
  if (entryIds.length > 100) throw new AppError('bad_request');
  // Each posted row's line number, `undefined` for a row left without a product.
  const lineOfRow: (number | undefined)[] = [];
  const lines: { entryId: string; quantity: string; unit: string }[] = [];
  entryIds.forEach((entryId, index) => {
    if (entryId.trim() === '') {
      lineOfRow.push(undefined);
      return;
    }
    lineOfRow.push(lines.length);
    lines.push({ entryId, quantity: quantities[index] ?? '', unit: units[index] ?? '' });
  });
  // More lines than a request may have: the schema refuses them, so their answers are not worth reading.
  if (lines.length > quoteRequestLimits.linesMaxCount) return { lines, lineFiles: [] };
  // One pass over what was posted, not one per line: a post of many parts would otherwise hold the event
  // loop for as many passes as it has lines (security review of decision 243).
  const answers = lines.map((): Record<string, string | string[]> => ({}));
  const lineFiles: { line: number; key: string; parts: File[] }[] = [];
  for (const [name, value] of Object.entries(body)) {
    const target = answerTarget(name, lineOfRow, entryIds);
    const own = target ? answers[target.line] : undefined;
    if (!target || own === undefined) continue;
    const parts = Array.isArray(value) ? value : [value];
    const files = parts.filter((part): part is File => typeof part !== 'string');
    if (files.length > 0) {
      // A key answered with both text and files is no form's: one control posts one or the other.
      if (files.length !== parts.length) throw new AppError('bad_request');
      lineFiles.push({ line: target.line, key: target.key, parts: files });
      continue;
    }
    const texts = textsOf(value);
    own[target.key] = texts.length === 1 ? (texts[0] ?? '') : texts;
  }
  const withAnswers = lines.map((line, index) => {
    const extra = answers[index] ?? {};
    return Object.keys(extra).length > 0 ? { ...line, extra } : line;
  });
  return { lines: withAnswers, lineFiles };
}

/**
 * Which line and key a posted part answers, if any: `line.<n>.…` names the line itself; `row.<r>.<entryId>.…`
 * counts only when row `r` was posted with that product chosen (another product's hidden group is ignored).
 */
function answerTarget(
  name: string,
  lineOfRow: readonly (number | undefined)[],
  entryIds: readonly string[],
): { line: number; key: string } | undefined {
  const byLine = lineAnswerName.exec(name);
  if (byLine) return { line: Number(byLine[1]), key: byLine[2] ?? '' };
  const byRow = rowAnswerName.exec(name);
  if (!byRow) return undefined;
  const row = Number(byRow[1]);
  const line = lineOfRow[row];
  if (line === undefined || entryIds[row] !== byRow[2]) return undefined;
  return { line, key: byRow[3] ?? '' };
}

/** A field key's shape and length: no longer name is any field's, nor echoed back in an error. */
const isFieldKey = (key: string) =>
  key.length <= topicFieldLimits.keyMaxLength && topicFieldKeyPattern.test(key);

/**
 * `productFieldInputName`'s shape, `line.<n>.extra.<key>`, with the key as `topicFieldKeyPattern` allows it:
 * anchored, no nested repetition, so it runs in time linear in the name.
 */
const lineAnswerName = /^line\.(\d{1,3})\.extra\.([a-z][a-z0-9_]{0,39})$/;

/** `productFieldRowInputName`'s shape, `row.<r>.<entryId>.extra.<key>`: anchored, linear as the above. */
const rowAnswerName = /^row\.(\d{1,3})\.([0-9a-f-]{36})\.extra\.([a-z][a-z0-9_]{0,39})$/;

/**
 * The answers to the chosen topic's extra fields (decision 225) as a form posts them:
 * `extra.<topic>.<key>`, several choices as one part each. A form without JavaScript posts every topic's
 * fields (two topics may share a key); only the chosen topic's are answers.
 */
function extraAnswersOf(body: Record<string, string | File | (string | File)[]>): {
  answers: Record<string, string | string[]>;
  fileParts: [string, File[]][];
} {
  const topic = typeof body.topic === 'string' ? body.topic : '';
  if (topic === '') return { answers: {}, fileParts: [] };
  const answers = answersUnder(body, topicFieldInputName(topic, ''));
  return { answers, fileParts: filePartsUnder(body, topicFieldInputName(topic, '')) };
}

/**
 * The files posted under one prefix, by key: a file field's (decision 249). Their names are the answer's,
 * which the service sets from these alone, so no text can stand in for a file.
 */
function filePartsUnder(
  body: Record<string, string | File | (string | File)[]>,
  prefix: string,
): [string, File[]][] {
  const found: [string, File[]][] = [];
  for (const [name, value] of Object.entries(body)) {
    if (!name.startsWith(prefix)) continue;
    const key = name.slice(prefix.length);
    const parts = Array.isArray(value) ? value : [value];
    const files = parts.filter((part): part is File => typeof part !== 'string');
    if (!isFieldKey(key) || files.length === 0) continue;
    // A key answered with both text and files is no form's: one control posts one or the other.
    if (files.length !== parts.length) throw new AppError('bad_request');
    found.push([key, files]);
  }
  return found;
}

/** The answers posted under one prefix, by key: several choices as one part each. */
function answersUnder(
  body: Record<string, string | File | (string | File)[]>,
  prefix: string,
): Record<string, string | string[]> {
  // Keys come from the visitor: only a field key's shape is taken, never `__proto__` and its kind.
  const answers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(body)) {
    if (!name.startsWith(prefix)) continue;
    const key = name.slice(prefix.length);
    if (!isFieldKey(key)) continue;
    // A file field's parts are read by `filePartsUnder`.
    if ((Array.isArray(value) ? value : [value]).some((part) => typeof part !== 'string')) continue;
    const texts = textsOf(value);
    answers[key] = texts.length === 1 ? (texts[0] ?? '') : texts;
  }
  return answers;
}

/** A repeated text field's values (one `uploads` part per finished upload); a file there is a bad request. */
function textsOf(value: string | File | (string | File)[] | undefined): string[] {
  const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return parts.map((part) => {
    if (typeof part !== 'string') throw new AppError('bad_request');
    return part;
  });
}

/**
 * A file field's files (decision 249): its answer is their names, so a file without one (which no browser
 * sends) would be stored and named by nothing.
 */
async function fieldFilesOf(parts: File[]): Promise<UploadedFile[]> {
  const files = await uploadedFilesOf(parts);
  if (files.some((file) => file.name.trim() === '')) throw new AppError('bad_request');
  return files;
}

/**
 * The files of a multipart field as `parseBody({ all: true })` gives it (none, one or several parts). An
 * empty file input sends one empty part, which is no file; a text part where files belong is a bad request.
 */
export async function uploadedFilesOf(
  value: string | File | (string | File)[] | undefined,
): Promise<UploadedFile[]> {
  const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const files: UploadedFile[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      if (part === '') continue;
      throw new AppError('bad_request');
    }
    if (part.size === 0 && part.name === '') continue;
    files.push({ name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) });
  }
  return files;
}
