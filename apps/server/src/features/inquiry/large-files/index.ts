/**
 * Large files: a request for a quote's drawings, uploaded resumably (tus) into a staging area, claimed by the
 * request that names them, and swept when nobody does (decision 215).
 */
export { createLargeFileIntake, type LargeFileIntake } from './large-file-intake';
export { createStagedUploadSweepJob } from './staged-upload-sweep-job';
export { uploadRoutes } from './upload-routes';
