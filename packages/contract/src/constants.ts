/** Business constants and limits of the spec's §9. */

export const pagination = {
  defaultPage: 1,
  defaultLimit: 5,
  windows: { least: [1, 2], more: [3, 8], most: [4, 16] },
} as const;

export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  phoneMin: 4,
  phoneMax: 15,
  numberFieldMax: 32767,
  coverImageMaxBytes: 2 * 1024 * 1024,
  coverImageMaxWidth: 4096,
  coverImageMaxHeight: 2644,
  uploadChunkBytes: 50 * 1024 * 1024,
  /** Request text: every string a client sends has a maximum (characters). */
  emailMax: 254,
  nameMax: 100,
  textMax: 255,
  tokenMax: 256,
  urlMax: 2048,
  /** A phone number as typed, spaces and punctuation included, before only digits are kept. */
  phoneInputMax: 32,
  dialCodeMax: 9999,
  /** Ids and other integers a client sends must fit the database's integer. */
  integerMax: 2_147_483_647,
  /** Nesting of any JSON body (objects and arrays), refused by the body parser beyond this. */
  jsonDepthMax: 32,
  /** Customer settings are free JSON: its depth, key and string lengths are bounded. */
  settingsJson: { maxDepth: 8, maxKeyLength: 100, maxTextLength: 1000 },
} as const;

/** Widths in px: MOBILE below 768, TABLET 768 to below 1200, DESKTOP from 1200, small at 480. */
export const breakpoints = { small: 480, tablet: 768, desktop: 1200 } as const;

export const timings = {
  debounceMs: 3000,
  visibilityPollMs: 5000,
  versionCheckMs: 30_000,
  currentUserRefreshMs: 5 * 60_000,
  queryStaleMs: 45_000,
  toastMs: 8000,
  tooltipOpenDelayMs: 300,
  tooltipCloseDelayMs: 150,
  selectBlurDelayMs: 100,
  modalSwitchDelayMs: 150,
  collapseMs: 300,
  popupCloseWaitMs: 5000,
} as const;

export const popup = { width: 450, height: 600 } as const;

/** Has-logged-in cookie lifetime: one year, in seconds. */
export const hasLoggedInCookieMaxAge = 365 * 24 * 60 * 60;

export const queryRetries = {
  outsideProduction: 2,
  noRetryStatuses: [401, 403, 404, 422, 500],
} as const;

export const formScrollOffsetPx = 64;

export const placeholders = {
  date: 'Choose a date',
  time: 'Time',
  dateTimeDate: 'Date',
  phone: '55 555 55 55',
} as const;

export const modalButtons = { save: 'Save', cancel: 'Cancel' } as const;

export const dateFormats = {
  long: 'D MMMM YYYY',
  iso: 'YYYY-MM-DD',
  dateTime: 'h:mm A, DD MMMM, YYYY',
  short: 'D MMM YYYY',
  dotted: 'D.MM.YYYY',
  /** Not in §9: a day with its weekday, as the holiday calendar and its reminders say it. */
  weekday: 'dddd, D MMMM YYYY',
  weekdayShort: 'dddd D MMMM',
} as const;

export const currencyDefaults = { currency: 'USD', locale: 'en-US', fractionDigits: 2 } as const;

export const avatar = { hueSteps: 360, saturation: 35, lightness: 65 } as const;

export const errorReporting = { sampleRate: 0.2, maxValueLength: 3000 } as const;

/** Countries listed first, in this order (§3). */
export const priorityCountryCodes = ['DK', 'GB', 'US'] as const;

/** Accounts and teams. The spec is silent on these limits; they are product decisions. */
export const teamInviteLimit = 20;
export const inviteLifetimeDays = 7;

/** Credit packs save up to this percentage (§6, §9). */
export const creditPackMaxSavingPercent = 10;
