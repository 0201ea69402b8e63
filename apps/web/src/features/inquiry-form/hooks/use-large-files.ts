import { useCallback, useEffect, useRef, useState } from 'react';
import { type RunningUpload, startResumableUpload } from '../api/resumable-upload';
import { admitLargeFiles, isPending, type LargeFile, type LargeFileProblem } from '../lib/large-files';

let nextKey = 0;

/**
 * The drawings of a request for a quote: each goes up as soon as it is picked, and the list says how far
 * it got. The sending waits for those still on their way (`whenSettled`) and names the finished ones.
 */
export function useLargeFiles(onRefused: (refusal: LargeFileProblem) => void) {
  const [files, setFiles] = useState<LargeFile[]>([]);
  const running = useRef(new Map<string, RunningUpload>());
  const latest = useRef(files);
  latest.current = files;
  // Resolved whenever no file is on its way any more (the sending waits on them).
  const waiters = useRef<Array<(files: readonly LargeFile[]) => void>>([]);

  useEffect(() => {
    if (files.some(isPending)) return;
    for (const resolve of waiters.current.splice(0)) resolve(files);
  }, [files]);

  // The form leaving the page stops the uploads without deleting anything (a finished one may belong to
  // the inquiry just sent); an unfinished one continues when the same file is picked again.
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const upload of uploads.values()) upload.stop();
      uploads.clear();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<LargeFile>) => {
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));
  }, []);

  const begin = useCallback(
    (key: string, file: File) => {
      startResumableUpload(file, {
        onProgress: (bytesSent) => update(key, { bytesSent }),
        onWaiting: () => update(key, { phase: 'waiting' }),
        onResumed: () => update(key, { phase: 'uploading' }),
        onDone: (uploadId) => update(key, { phase: 'done', uploadId }),
        onFailed: (refusal) => {
          update(key, { phase: 'failed', refusal });
          if (refusal) onRefused(refusal);
        },
      }).then(
        (upload) => {
          // Removed while tus-js-client was loading.
          if (latest.current.some((known) => known.key === key)) running.current.set(key, upload);
          else upload.cancel();
        },
        // tus-js-client could not load (offline at the first pick): Retry loads it again.
        () => update(key, { phase: 'failed' }),
      );
    },
    [update, onRefused],
  );

  /** Adds the picked files that fit and starts them; returns why the others were left out. */
  const add = (picked: readonly File[]): LargeFileProblem | undefined => {
    const fresh = picked.filter((file) => !latest.current.some((known) => isSameFile(known.file, file)));
    const { admitted, problem } = admitLargeFiles(latest.current.length, fresh);
    const added = admitted.map((file) => ({
      key: `large-file-${nextKey++}`,
      file,
      phase: 'uploading' as const,
      bytesSent: 0,
    }));
    latest.current = [...latest.current, ...added];
    setFiles(latest.current);
    for (const { key, file } of added) begin(key, file);
    return problem;
  };

  const remove = (key: string) => {
    running.current.get(key)?.cancel();
    running.current.delete(key);
    latest.current = latest.current.filter((file) => file.key !== key);
    setFiles(latest.current);
  };

  /** The topic is no longer a request for a quote: the uploads stop and the server deletes them. */
  const removeAll = () => {
    for (const upload of running.current.values()) upload.cancel();
    running.current.clear();
    latest.current = [];
    setFiles([]);
  };

  const retry = (key: string) => {
    const file = latest.current.find((known) => known.key === key);
    if (!file) return;
    const upload = running.current.get(key);
    update(key, { phase: 'uploading', uploadId: undefined });
    if (upload) upload.retry();
    else begin(key, file.file);
  };

  /** The files once none is on its way any more (done or failed). */
  const whenSettled = (): Promise<readonly LargeFile[]> =>
    latest.current.some(isPending)
      ? new Promise((resolve) => waiters.current.push(resolve))
      : Promise.resolve(latest.current);

  /**
   * The server no longer has some of the finished files (expired, or cleaned up): asks it which, and marks
   * those failed, so their Retry uploads them again.
   */
  const checkFinished = async () => {
    const finished = latest.current.filter((file) => file.phase === 'done' && file.uploadId);
    const results = await Promise.all(
      finished.map(async (file) => ({ key: file.key, isKept: await isKeptOnServer(file) })),
    );
    for (const { key, isKept } of results) if (!isKept) update(key, { phase: 'failed' });
  };

  return { files, add, remove, removeAll, retry, whenSettled, checkFinished };
}

export type LargeFilesState = ReturnType<typeof useLargeFiles>;

const isSameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** tus's HEAD: the upload is still there and complete. A network error counts as kept (the server judges). */
async function isKeptOnServer(file: LargeFile): Promise<boolean> {
  try {
    const response = await fetch(`/api/uploads/${file.uploadId}`, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    return response.ok && response.headers.get('upload-offset') === String(file.file.size);
  } catch {
    return true;
  }
}
