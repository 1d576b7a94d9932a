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
  passwordContainsName: 'Should not contain your name, email or company name',
  invalidDateFormat: 'Invalid date string format',
  invalidDate: 'Invalid date',
  tooLong: (max: number) => `Please use at most ${max} characters`,
  invalidCharacters: 'Contains characters that are not allowed',
  numberTooLarge: 'Please enter a smaller number',
  tooDeep: 'This value is nested too deeply',
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
  /** A 503 with Retry-After while the database cannot be reached. */
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  badRequest: 'The request is not valid.',
  badUrl: 'The request address is not valid.',
  uriTooLong: 'The request address is too long.',
  headersTooLarge: 'The request headers are too large.',
  jsonTooDeep: 'The request body is nested too deeply.',
  /** A 429's message (with Retry-After): seconds below two minutes, whole minutes above. */
  tooManyAttempts: (retryAfterSeconds: number) => {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const wait =
      seconds < 120
        ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
        : `${Math.ceil(seconds / 60)} minutes`;
    return `Too many attempts. Please try again in ${wait}.`;
  },
} as const;

/** Texts of screens built in the foundation (§2.5, §2.2). */
export const screenTexts = {
  fallbackHeading: 'Fallback',
  leavingHeading: 'You are leaving',
  newVersion: 'New version is available',
  newVersionAction: 'Reload the page to update',
  /** When the page's scripts could not be downloaded (offline, or a build replaced since). */
  scriptsFailed: 'This page did not finish loading',
  scriptsFailedAction: 'Check your connection, then reload the page',
  notFoundHeading: 'Page not found',
  nothingFound: 'Nothing found',
  noDataForDate: 'No data for this date',
  showPerPage: 'Show per page',
} as const;

/**
 * Accounts, sessions and settings (§2.5, §4, §6). The spec's words where it has them
 * (marked "spec"); elsewhere product copy written for this issue.
 */
export const accountMessages = {
  passwordChanged: 'Password has been successfully changed', // spec
  signupPasswordPlaceholder: 'At least 8 characters', // spec: 'At least N characters', N = 8
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionExpiredAction: 'Log in',
  invalidCredentials: 'The email or password is incorrect.',
  emailTaken: 'An account with this email already exists.',
  emailNotVerified: 'Please confirm your email address first. We have sent you a new link.',
  resetLinkSent: 'If an account exists for this email, we have sent a link to reset the password.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  invalidVerifyToken: 'This confirmation link is invalid or has expired.',
  emailVerifiedLogIn: 'Your email address has been confirmed. Please log in.',
  unknownOAuthProvider: 'This sign-in provider is not available.',
  currentPasswordWrong: 'The current password is incorrect.',
  samePassword: 'Please choose a password different from the current one.',
  sessionEnded: 'The session has been ended.',
  /** Several sessions of one browser and place, ended together from the security page. */
  sessionsEnded: 'The sessions have been ended.',
  otherSessionsEnded: 'All other sessions have been ended.',
  userDetailsSaved: 'Your details have been saved.',
  settingsSaved: 'Your settings have been saved.',
  unsubscribed: 'You have been unsubscribed.',
  resubscribed: 'You have been subscribed again.',
  invalidUnsubscribeLink: 'This unsubscribe link is invalid or has expired.',
  noPasswordToChange:
    'Your account signs in through an external provider and has no password yet. Log out and use Forgot password to set one.',
  endCurrentSession: 'This is the session you are using now. Log out to end it.',
  unknownCountry: 'Please choose a country from the list',
  creditsOffer: 'Save up to 10% with a credit pack', // spec: 'saving up to 10% with a credit pack'
  enterpriseBanner: 'Our clients saved over 100,000 work hours last year', // spec, §6
  proPromo:
    'New Pro plan: 10-hour turnaround, priority project management and a flexible pay-per-slide subscription', // spec, §1
  proPromoAction: 'Learn More', // spec
} as const;

/** Team members and invitations. The spec shows no team texts: product copy. */
export const teamMessages = {
  emailsRequired: 'Please enter at least one email',
  tooManyInvites: 'You can invite up to 20 people at once',
  roleRequired: 'Please choose a role',
  invitesSent: 'Invitations have been sent.',
  /** The toast when some addresses were refused (the form says which and why). */
  someInvitesSent: (sent: number, total: number) =>
    `${sent} of ${total} invitations ${sent === 1 ? 'has' : 'have'} been sent.`,
  /** One refused address, as the 422 on `emails` and the invite form word it. */
  inviteFailed: (email: string, reason: string) => `${email}: ${reason}`,
  alreadyMember: 'This person is already a member of your team.',
  inviteInvalid: 'This invitation is invalid or has expired.',
  inviteEmailMismatch: 'Please use the email address the invitation was sent to.',
  notAllowed: 'You do not have permission to manage this team member.',
  ownMembership: 'You cannot change your own role or permissions.',
  roleAboveOwn: 'Only an owner can make someone an owner.',
  permissionNotHeld: 'You can only give credit permissions that you have yourself.',
  lastOwner: 'A team needs at least one owner.',
  memberUpdated: 'The team member has been updated.',
  memberRemoved: 'The team member has been removed.',
  leftTeam: 'You have left the team.',
  inviteRevoked: 'The invitation has been revoked.',
  ownerOfOtherTeam:
    'You are the only owner of a team with other members. Make another member an owner before joining this team.',
} as const;

/** Texts of the login, signup and password screens (§2.5). */
export const authScreenTexts = {
  loginHeading: 'Log in',
  signUp: 'Sign up',
  continue: 'Continue',
  or: 'or',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  fullName: 'Full name',
  forgotPassword: 'Forgot password',
  rememberMe: 'Remember me',
  backToLogin: 'Back to Log in',
  resetPassword: 'Reset password',
  receiveOffers: 'I would like to receive occasional emails about new services and offers',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  dataProcessingAgreement: 'Data Processing Agreement',
} as const;

/** External sign-in (§4): the popup's page, realtime notifications, 412 from login. Product copy. */
export const oauthMessages = {
  signedIn: 'You are signed in. You can close this window.',
  signInFailed: 'Sign-in failed',
  attemptInvalid: 'This sign-in attempt is invalid or has expired. Please try again.',
  providerFailed: 'The sign-in provider could not confirm your identity. Please try again.',
  emailMissing: 'The sign-in provider did not share your email address.',
  emailNotVerified: 'Please verify your email address with the sign-in provider first.',
  linkNeedsVerifiedEmail:
    'An account with this email already exists. Log in with your password, or verify this email address with the sign-in provider first.',
  accountDisabled: 'This account has been disabled.',
  wrongProvider: 'Your team requires signing in with its own identity provider.',
  providerRequired: 'Your team signs in with its identity provider.',
} as const;
