import type { DetailedError, Upload } from 'tus-js-client';
import { type LargeFileProblem, uploadIdOf } from '../lib/large-files';

/** The tus endpoint (decision 215), on the page's own origin. */
export const uploadsEndpoint = '/api/uploads';

export type UploadListener = {
  onProgress: (bytesSent: number) => void;
  /** The browser went offline: the upload continues by itself when the connection is back. */
  onWaiting: () => void;
  onResumed: () => void;
  onDone: (uploadId: string) => void;
  /**
   * The retries ran out (the server's trouble, its storage full, too many uploads), or the server refused
   * the file for good: too large, or by its bytes not a drawing (`refusal`; trying again cannot help).
   */
  onFailed: (refusal?: LargeFileProblem) => void;
};

export type RunningUpload = {
  /** Starts again from what the server has, e.g. after a failure (the Retry button). */
  retry: () => void;
  /** Stops the upload and asks the server to delete what it has. */
  cancel: () => void;
  /** Stops the upload and leaves what the server has, for the same file picked again later. */
  stop: () => void;
};

// Each request stays short (well below proxies' body and time limits) and a broken one costs at most this.
const chunkSize = 8 * 1024 * 1024;
// After a failed request: at once, then waiting longer each time; offline, it waits for the connection.
const retryDelays = [0, 1000, 3000, 5000, 10_000, 20_000];

/** Worth trying again: the network, the server's own trouble, or "too many requests" (it says when). */
function isPassing(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  return status === 0 || status === 409 || status === 423 || status === 429 || status >= 500;
}

/** The server's final word on the file itself: 413 too large, 415 not an allowed kind by its content. */
function refusalOf(error: Error | DetailedError): LargeFileProblem | undefined {
  const status = 'originalResponse' in error ? error.originalResponse?.getStatus() : undefined;
  if (status === 413) return 'file_too_large';
  if (status === 415) return 'unsupported_file_type';
  return undefined;
}

/**
 * Uploads one file with tus-js-client, loaded only now (it is not part of the contact page's first view).
 * A file picked again after a reload continues from the bytes the server has (the fingerprint in local
 * storage); a broken connection waits for the browser's `online` and continues.
 */
export async function startResumableUpload(file: File, listener: UploadListener): Promise<RunningUpload> {
  const tus = await import('tus-js-client');
  // `stalled`: the last request failed while offline, so the upload waits for the connection to start again.
  let state: 'running' | 'stalled' | 'finished' | 'failed' | 'cancelled' = 'running';

  const onOffline = () => {
    if (state === 'running') listener.onWaiting();
  };
  const onOnline = () => {
    if (state !== 'running' && state !== 'stalled') return;
    listener.onResumed();
    if (state === 'stalled') start();
  };
  const listen = (isListening: boolean) => {
    const method = isListening ? addEventListener : removeEventListener;
    method('offline', onOffline);
    method('online', onOnline);
  };
  const start = () => {
    state = 'running';
    listen(true);
    upload.start();
  };

  const upload: Upload = new tus.Upload(file, {
    endpoint: new URL(uploadsEndpoint, location.href).href,
    chunkSize,
    retryDelays,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name },
    onShouldRetry: (error) => navigator.onLine && isPassing(error),
    onProgress: (bytesSent) => listener.onProgress(bytesSent),
    onSuccess: () => {
      state = 'finished';
      listen(false);
      const id = uploadIdOf(upload.url);
      if (id) listener.onDone(id);
      else listener.onFailed();
    },
    onError: (error) => {
      if (state === 'cancelled') return;
      if (navigator.onLine) {
        state = 'failed';
        listen(false);
        listener.onFailed(refusalOf(error));
        return;
      }
      state = 'stalled';
      listener.onWaiting();
    },
  });

  const [previous] = await upload.findPreviousUploads();
  if (previous) upload.resumeFromPreviousUpload(previous);
  start();

  return {
    // From what the server has; an upload the server no longer knows starts afresh (tus-js-client does so
    // when its HEAD request is answered 404).
    retry: () => {
      listener.onResumed();
      start();
    },
    cancel: () => {
      state = 'cancelled';
      listen(false);
      // The server's copy goes too; if that request fails, the server's clean-up removes it later.
      upload.abort(true).catch(() => undefined);
    },
    stop: () => {
      state = 'cancelled';
      listen(false);
      upload.abort(false).catch(() => undefined);
    },
  };
}
