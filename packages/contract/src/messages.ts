/**
 * Every message a user can read, in the spec's exact words (§2.5, §4, §5, §8).
 * Server and client import these; tests assert against them.
 */
export const validationMessages = {
  required: 'This field is required',
  positiveInteger: 'Please enter a number bigger than 0',
  latinName: 'Please use latin letters',
  email: 'Please enter valid email',
  phoneTooShort: 'Phone number is too short',
  phoneTooLong: 'Phone number is too long',
  passwordsMatch: 'Passwords should match',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must have 128 characters max.',
  passwordDigit: 'Should contain at least one digit',
  passwordSymbol: 'Should contain at least one symbol',
  passwordLatin: 'Only latin letters are allowed',
  passwordUppercase: 'Should contain at least one uppercase letter',
  passwordLowercase: 'Should contain at least one lowercase letter',
  invalidDateFormat: 'Invalid date string format',
  invalidDate: 'Invalid date',
} as const;

/** The password rules text shown under password fields (§5.1). */
export const passwordRulesText = [
  'Minimum 8 characters',
  'At least one number and special character',
  'At least one uppercase and lowercase letters',
  'Does not contain user or company name',
] as const;

/** Error catalogue texts (§8). */
export const errorMessages = {
  serverIssues:
    'Server issues occurred. We have been informed about the problem, please try again later.',
  accessDenied: 'Access denied. Make sure you have corresponding rights for this action.',
  connectionProblems: 'Connection problems. Please make sure your internet connection is stable.',
  somethingWentWrong: 'Something went wrong',
  dialogTitle: 'Error!',
  dialogMessage:
    'Something went wrong. Please try again or contact our support team for assistance.',
  copied: 'Copied!',
  copyFailed: 'Oops, unable to copy',
  uploadAborted: 'Aborted',
  uploadFailed:
    'An error occured while uploading this file, please try to remove it and upload once more',
  oauthWindowClosed: 'oauth window was closed before auth attempt',
  unexpectedData: 'Unexpected data',
  emptyLinkTarget: 'Link destination must not be empty',
} as const;

/** Server-side messages for the error envelope of statuses the catalogue does not word. */
export const serverMessages = {
  notFound: 'The requested resource was not found.',
  malformedJson: 'The request body is not valid JSON.',
  missingRequestedWith: 'The X-Requested-With header is required for this request.',
  originMismatch: 'The request origin is not allowed.',
  unsupportedMediaType: 'This content type is not supported.',
  payloadTooLarge: 'The request body is too large.',
  unauthorized: 'Please log in to continue.',
  unavailable: 'The service is starting up or shutting down. Please try again shortly.',
} as const;

/** Texts of screens built in the foundation (§2.5, §2.2). */
export const screenTexts = {
  fallbackHeading: 'Fallback',
  leavingHeading: 'You are leaving',
  newVersion: 'New version is available',
  newVersionAction: 'Reload the page to update',
  notFoundHeading: 'Page not found',
  nothingFound: 'Nothing found',
  noDataForDate: 'No data for this date',
  showPerPage: 'Show per page',
} as const;
