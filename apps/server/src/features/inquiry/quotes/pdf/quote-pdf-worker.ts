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
      const response: QuotePdfResponse = { id: request.id, pdf };
      parentPort?.postMessage(response, pdf.buffer instanceof ArrayBuffer ? [pdf.buffer] : []);
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
