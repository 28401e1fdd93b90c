import { textLookup } from './text-lookup.js';

/**
 * Spec 02 §8 "Other messages" that no block shows yet (file uploads, background jobs, the generic
 * failure), verbatim, under catalogue keys `file.*`, `job.*` and `generic.*`, so a site can
 * translate them before a block needs them.
 */
export const FILE_TEXTS = Object.freeze({
  processingFailed: 'File processing failed',
  processingCancelled: 'File processing cancelled',
  uploadIncomplete: 'File upload failed to complete',
  renameFailed: 'There was a problem while renaming your file.',
  uploadFailed: 'There was a problem while uploading your file.',
} as const);

export const JOB_TEXTS = Object.freeze({
  noResponse: 'No response data from job request',
} as const);

export const GENERIC_TEXTS = Object.freeze({
  somethingWentWrong: 'Something went wrong',
} as const);

export const fileText = /* @__PURE__ */ textLookup('file.', FILE_TEXTS);
export const jobText = /* @__PURE__ */ textLookup('job.', JOB_TEXTS);
export const genericText = /* @__PURE__ */ textLookup('generic.', GENERIC_TEXTS);
