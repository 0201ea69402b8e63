/**
 * The desk's views of inquiries: the inbox list and search, one inquiry with its changes, tags, saved views,
 * bulk actions, merges, CSV, the spam folder, erasure and retention, and the live notices that keep open
 * desks current. Also the CSV writing the audit log's export shares.
 */
export { createDeskBusCodec } from './bus-notices';
export { csvRecord, utf8Bom } from './csv';
export { type CsvLayout, csvLayoutFor } from './csv-labels';
export { createInquiryEraser, deleteErasedFiles } from './erase-inquiries';
export { createDeskEventLog, publishInquiryCreated } from './event-log';
export type { Transaction } from './repository';
export { createRetentionJob } from './retention-job';
export { arrivalMailOf, deskRoutes } from './routes';
export { createDeskService } from './service';
export { createSpamRetentionJob } from './spam-retention-job';
export type { SpamVerdictRecorder } from './spam-verdicts';
