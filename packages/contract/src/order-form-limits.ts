/**
 * The order form's bounds (lengths and counts), in a file of their own: the quote's and the custom
 * fields' schemas use them without loading the order form's schemas (order-form.ts).
 */
export const orderFormLimits = {
  flowKeyMax: 60,
  turnaroundKeyMax: 20,
  addonKeyMax: 40,
  addonsMax: 10,
  filesMax: 50,
  referenceFilesMax: 20,
  googleSlidesUrlsMax: 20,
  briefMax: 5000,
  fileNameMax: 255,
  timezoneMax: 64,
  poNumberMax: 60,
  customFieldsMax: 50,
  customFieldAnswerMax: 1000,
} as const;
