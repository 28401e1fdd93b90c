/**
 * Visitor-facing texts of the specs that no block module defines (yet): spec 02 §8 "Other
 * messages", the product-reviews request page, the system-error overlay heading. Verbatim.
 */
export const REVIEW_ALREADY_SUBMITTED_MESSAGE = 'You have already reviewed this purchase';
export const REVIEW_REQUEST_EXPIRED_MESSAGE = 'Your review request has expired';
export const REVIEW_RETRY_MESSAGE = 'Try submitting your review again';
export const REVIEW_RATING_REQUIRED_MESSAGE = 'Please select a star rating';

export const NETWORK_ERROR_MESSAGE = 'Network error';
export const NO_JOB_RESPONSE_MESSAGE = 'No response data from job request';
export const FILE_PROCESSING_FAILED_MESSAGE = 'File processing failed';
export const FILE_PROCESSING_CANCELLED_MESSAGE = 'File processing cancelled';
export const FILE_UPLOAD_INCOMPLETE_MESSAGE = 'File upload failed to complete';
export const UNABLE_TO_CONNECT_RETRY_MESSAGE = 'Unable to connect. Please try again';
export const UNABLE_TO_LOAD_COLLECTIONS_MESSAGE = 'Unable to load collections';
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong';
export const FILE_RENAME_FAILED_MESSAGE = 'There was a problem while renaming your file.';
export const FILE_UPLOAD_FAILED_MESSAGE = 'There was a problem while uploading your file.';
export const VIMEO_BASIC_UNSUPPORTED_MESSAGE = 'Vimeo Basic accounts are unsupported. Please share a video from a different account.';

export const FAILED_CART_BUNDLE_MESSAGE = 'Failed to load cart page bundle.';
