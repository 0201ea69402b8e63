import { largeFileExtensions } from '@sitedesk/shared/attachment-kinds';
import { inquiryLimits } from '@sitedesk/shared/inquiry-fields';
import { intlLocale, type Locale } from '@sitedesk/shared/locales';

/**
 * A drawing on a request for a quote goes up on its own as soon as it is picked (tus, decision 215):
 * `uploading` while bytes move, `waiting` while the browser is offline (it continues by itself when the
 * connection is back), `done` with the server's upload id, `failed` when the server refused it or the retries
 * ran out (the buyer may retry or remove it).
 */
export type UploadPhase = 'uploading' | 'waiting' | 'done' | 'failed';

export type LargeFile = {
  /** Stable per pick, for React and for the running upload. */
  key: string;
  file: File;
  phase: UploadPhase;
  bytesSent: number;
  /** The server's id once the upload is complete: what the inquiry names in `uploads`. */
  uploadId?: string | undefined;
  /** Why the server refused the file for good, when it did: it can only be removed, not retried. */
  refusal?: LargeFileProblem | undefined;
};

/** What the picker says when a file cannot join the list (the codes the server uses for the same problems). */
export type LargeFileProblem = 'too_many_files' | 'file_too_large' | 'unsupported_file_type';

/** What the picker offers on the quote topic; the server checks the bytes, not the name. */
export const largeFileAccept = largeFileExtensions.join(',');

export function isLargeFileKind(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return largeFileExtensions.some((extension) => lower.endsWith(extension));
}

type Picked = Pick<File, 'name' | 'size'>;

/**
 * Which of the picked files join the list (in order, up to the count), and the first problem with those that
 * do not: a wrong kind or an oversized file is left out and said, the others still go up.
 */
export function admitLargeFiles<File extends Picked>(
  knownCount: number,
  picked: readonly File[],
): { admitted: File[]; problem: LargeFileProblem | undefined } {
  const admitted: File[] = [];
  let problem: LargeFileProblem | undefined;
  for (const file of picked) {
    const refusal = !isLargeFileKind(file.name)
      ? 'unsupported_file_type'
      : file.size > inquiryLimits.largeFileMaxBytes
        ? 'file_too_large'
        : knownCount + admitted.length >= inquiryLimits.largeFilesMaxCount
          ? 'too_many_files'
          : undefined;
    if (refusal) problem ??= refusal;
    else admitted.push(file);
  }
  return { admitted, problem };
}

/** The upload's id: the last segment of the address the server gave it (`/api/uploads/<32 hex>`). */
export function uploadIdOf(url: string | null | undefined): string | undefined {
  const id = url?.split(/[?#]/, 1)[0]?.split('/').pop();
  return id && /^[0-9a-f]{32}$/.test(id) ? id : undefined;
}

/** Whether the sending must wait for this file: it is still on its way. */
export function isPending(file: Pick<LargeFile, 'phase'>): boolean {
  return file.phase === 'uploading' || file.phase === 'waiting';
}

/** The share sent, rounded down so that 100 % means the server has every byte. */
export function uploadFraction(bytesSent: number, size: number, phase: UploadPhase): number {
  if (phase === 'done' || size === 0) return 1;
  return Math.min(Math.floor((bytesSent / size) * 100) / 100, 0.99);
}

/** `42%`, `42 %`, `%42`: the page's own percent format. */
export function formatPercent(fraction: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(
    fraction,
  );
}

/** The files' ids for the inquiry, once every one of them is complete; otherwise none. */
export function finishedUploadIds(files: readonly LargeFile[]): string[] | undefined {
  const ids = files.map((file) => (file.phase === 'done' ? file.uploadId : undefined));
  return ids.every((id) => id !== undefined) ? (ids as string[]) : undefined;
}

/** A count in the page's own digits. */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(count);
}
