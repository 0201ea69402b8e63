// A build step for `npm start` that a newcomer reads as one line: its output (Vite's file list, hundreds of
// lines) is kept, not shown, and printed whole only when the step fails, where it is the explanation.
import { spawn } from 'node:child_process';

/**
 * Runs `command` with `args` and writes one line: "Building <what>… done in N s", or, when it fails, the
 * step's output and why. Resolves to whether it succeeded. `write` (default: standard output) takes text
 * without an added newline, so the line can be started before the step and finished after it.
 */
export function runQuietly(command, args, options) {
  const write = options.write ?? ((text) => process.stdout.write(text));
  const started = Date.now();
  write(`Building ${options.what}… `);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => {
      write(`failed: ${error.message}\n`);
      resolve(false);
    });
    child.once('close', (code) => {
      if (code === 0) {
        write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
        resolve(true);
        return;
      }
      write(`failed (exit ${code}):\n${Buffer.concat(output).toString().trimEnd()}\n`);
      write(`Building ${options.what} failed; its output is above.\n`);
      resolve(false);
    });
  });
}
