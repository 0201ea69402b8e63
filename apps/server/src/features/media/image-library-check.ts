import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** sharp or its native libvips cannot load here: uploads of images would fail, so the service does not start. */
export class ImageLibraryUnavailableError extends Error {
  override name = 'ImageLibraryUnavailableError';
}

/**
 * At start: sharp loads on this machine. It is loaded in a short-lived child process, not in the service,
 * which keeps its ~30 MB out of the service until the first image upload (decision 149), while a missing or
 * wrong-platform native module still stops the start with a message instead of failing the first upload.
 */
export async function checkImageLibrary(specifier = 'sharp'): Promise<void> {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(specifier);
  } catch {
    throw new ImageLibraryUnavailableError(
      `the image library "${specifier}" is not installed (run npm install in the project folder)`,
    );
  }
  const script = `await import(${JSON.stringify(pathToFileURL(entry).href)});`;
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '--eval', script],
      { timeout: 30_000 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        // sharp's own message says which platform package is missing and how to install it.
        const reason =
          stderr
            .trim()
            .split('\n')
            .find((line) => line.startsWith('Error')) ?? error.message;
        reject(new ImageLibraryUnavailableError(`the image library "${specifier}" cannot load: ${reason}`));
      },
    );
  });
}
