import { parentPort } from 'node:worker_threads';
import { loadPdfFonts } from './pdf-fonts';
import { type QuotePdfRequest, type QuotePdfResponse, workerReady } from './quote-pdf-pool';
import { renderQuotePdfInThisThread } from './render-quote-pdf';

/**
 * The thread that renders quotation PDFs (decision 218): shaping and subsetting take tens to hundreds of
 * milliseconds, which the service's event loop should not wait through, and the pool ends this thread when
 * a render runs past its time. Bundled as `dist/quote-pdf-worker.js`.
 */
parentPort?.on('message', (request: QuotePdfRequest) => {
  renderQuotePdfInThisThread(request.document, request.texts).then(
    (pdf) => {
      // Copied, not transferred: pdfkit's bytes may sit in Node's shared Buffer pool, whose memory Node 24
      // refuses to hand to another thread (the thread died with an empty error); a PDF is 15–200 KiB.
      const response: QuotePdfResponse = { id: request.id, pdf: Uint8Array.from(pdf) };
      parentPort?.postMessage(response);
    },
    (error: unknown) => {
      const response: QuotePdfResponse = {
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(response);
    },
  );
});

// The faces are read before the first document: the time limit counts rendering, not loading.
loadPdfFonts();
parentPort?.postMessage(workerReady);
