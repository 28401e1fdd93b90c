import { textLookup } from './text-lookup.js';

/**
 * Spec 02 §8 "Other messages" and the §5 / spec 03 §5 "user messages in translation strings" that
 * no block shows yet (file uploads, background jobs, the generic failure, editor-side checks),
 * verbatim, under catalogue keys `file.*`, `job.*`, `generic.*` and `validation.*`, so a site can
 * translate them before a block needs them.
 */
export const FILE_TEXTS = Object.freeze({
  processingFailed: 'File processing failed',
  processingCancelled: 'File processing cancelled',
  uploadIncomplete: 'File upload failed to complete',
  renameFailed: 'There was a problem while renaming your file.',
  uploadFailed: 'There was a problem while uploading your file.',
  nameRequired: 'Please enter a file name',
  tooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  unsupportedType: 'The file {fileName} does not appear to be a supported {fileTypeMessage}file.',
} as const);

export const VALIDATION_TEXTS = Object.freeze({
  emailFormat: 'Emails must be formatted as {email}',
  linkFormat: 'Links must be formatted as {host} or {host}',
  invalidPageUrl: '{val} is not a valid page URL',
  tagExists: 'This {tagType} already exists',
  oneTagAtATime: 'You may only edit one {tagType} at a time',
  listRequired: 'A List must be selected',
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
export const validationText = /* @__PURE__ */ textLookup('validation.', VALIDATION_TEXTS);
