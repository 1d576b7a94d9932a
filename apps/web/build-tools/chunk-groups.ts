import { staticPageChunk } from './static-page-chunk';

/**
 * The browser build's chunk groups (rolldown's `codeSplitting.groups`): which modules share a
 * file, so that a page's first wave is few files and holds only what the page runs (issue 33,
 * docs/rendering.md). Each pattern's comment says what it took and why.
 */

const sourceRoot = new URL('../src/', import.meta.url).pathname;
/** A static page's only script, in place of the app (docs/rendering.md). */
export const staticPageEntry = `${sourceRoot}app/static-page.ts`;
/** The modules that import the contract's schemas: never part of a static page's parts. */
const contractSchemasFile =
  /[\\/]lib[\\/](http[\\/]contract-schemas|forms[\\/]page-form-schemas)\.ts$/;
/** The schemas' copies of the contract's modules, zod, and what loads them (see `schemas`). */
const schemaCode = /\?schemas$|[\\/]lib[\\/]http[\\/]contract-schemas\.ts$/;
/**
 * A schema module's chunk: each contract file's copy a chunk of its own (`schemas-orders`), so
 * that checking an answer downloads its file's schemas and what they import, not all of them;
 * `schemas` for lib/http/contract-schemas.ts (the UI kit's: all of them).
 */
const schemaChunkOf = (id: string): string | null => {
  if (!schemaCode.test(id)) return null;
  const file = /([\w-]+)\.ts\?schemas$/.exec(id)?.[1];
  return file ? `schemas-${file}` : 'schemas';
};
/** Zod, as the browser's build has it, and its set-up for the browser (see `zod`). */
const zodCode = /node_modules[\\/]zod[\\/]|[\\/]lib[\\/]http[\\/]zod-setup\.ts$/;
/**
 * What a static page imports for its own live parts (the log-in page's form checks and provider
 * buttons, and what such a button runs), each a chunk of its own beside what they share.
 */
const staticPageParts = [
  'lib/forms/bind-page-forms.ts',
  'features/auth/external-sign-in/bind-provider-buttons.ts',
  'features/auth/external-sign-in/run-page-sign-in.ts',
].map((file) => `${sourceRoot}${file}`);
/** What a static page runs (see the `plain-dom` group). */
const plainDomCode = staticPageChunk(staticPageEntry, 'plain-dom', sourceRoot);

/**
 * The app's own shared code (src/app, src/lib, and the domain pieces many pages use: countries,
 * client landings, the holidays' query that every profile page's server render fills): one
 * chunk with what it imports. The holiday reminder itself loads once a profile page has mounted
 * (domain/holidays/holiday-reminder-when-live.tsx).
 */
const sharedAppCode =
  /apps[\\/]web[\\/]src[\\/]((app|lib|domain[\\/](countries|clients))[\\/]|domain[\\/]holidays[\\/]get-holidays\.ts$)/;
/**
 * Code that stays out of the shared chunk, so that a first page does not download it: what the
 * app loads on demand (the modal host, the toasts list, the error-reporting SDK, the contract's
 * schemas, the static page's entry, the routes of the staff console and the site that a customer's
 * router starts without), boot's own modules (the script lists, the held clicks, the
 * early cookie banner and menus, the scripts' failure), and the shared code only some pages use (domain/:
 * payments, promotions, pricing, the sign-up form; lib/: paged lists, uploads, the forms with
 * react-hook-form, the parts loaded apart), which goes with those pages. The order form
 * keeps its own state, so /order-now downloads no react-hook-form: 236 -> 217 KB gzip (/login
 * 216 -> 219 KB).
 */
const lazyAppCode =
  /[\\/](modal-host|toast-list|lazy-part|app[\\/](left-out|staff)-routes)\.tsx?$|[\\/]rendering[\\/]content-routes\.ts$|[\\/]toast-list\.module\.css$|[\\/](boot|app-entry|static-page|contract-schemas|zod-setup|rendering[\\/](script-list|held-clicks|early-[\w-]+|scripts-failed)|lib[\\/]errors[\\/]error-reporting-sdk)\.ts$|[\\/]lib[\\/](list|uploads|forms)[\\/]|[\\/]domain[\\/](payments|pricing|promos|signup)[\\/]/;

/**
 * Small modules every profile page and the order form run, which the bundler otherwise split into
 * files of their own (each under 1 KB gzip, each a request on a phone): the house's tooltip and
 * dialogs (which load Mantine's when first needed), the offers' remember-me modal, the few Mantine
 * modules the pages and the profile frame share (with the colour contrast helper the profile
 * frame's badge, the pager and the checkboxes use; the pages' MantineProvider took them in before
 * providers.tsx replaced it), and the Babel helpers the text area and the
 * toasts' transitions share. They go with the shared code.
 */
const commonPageParts =
  /apps[\\/]web[\\/]src[\\/](ui[\\/](tooltip[\\/]tooltip|dialogs[\\/]dialogs)\.tsx|domain[\\/]promos[\\/]remember-modal\.ts)$|@mantine[\\/](hooks[\\/]esm[\\/]use-disclosure|core[\\/]esm[\\/](core[\\/](Box[\\/]get-style-object|utils[\\/]create-event-handler|MantineProvider[\\/]color-functions[\\/]get-(auto-)?contrast-(value|color))|components[\\/]Accordion[\\/]AccordionChevron\.mjs$))|@babel[\\/]runtime[\\/]helpers[\\/]/;
/**
 * The payment pieces the order form, the credit purchase and the subscription share (the card
 * frame, the bank check, a payment's attempt; see the `payments` group).
 */
const paymentCode = /apps[\\/]web[\\/]src[\\/]domain[\\/]payments[\\/]/;
/**
 * The price lists (the credit packages, the subscription plans; see the `pricing` group): with
 * `payments`, the credit packs page downloaded the card form and Mantine's radio buttons
 * (7 KB gzip) to list the packs.
 */
const pricingCode = /apps[\\/]web[\\/]src[\\/]domain[\\/]pricing[\\/]/;

/** A paged list's parts (see the `lists` group). */
const listCode =
  /apps[\\/]web[\\/]src[\\/](lib[\\/]list|ui[\\/](pager|search-input))[\\/]|@mantine[\\/](core[\\/](esm[\\/]components[\\/]Pagination[\\/]|styles[\\/]Pagination\.layer\.css)|hooks[\\/]esm[\\/]use-pagination[\\/])/;
/**
 * What the orders list shares with the order pages and the staff's queue (the table, the status
 * badge, the live updates, the pins' counts; see the `order-list` group).
 */
const orderListCode =
  /apps[\\/]web[\\/]src[\\/](domain[\\/]order[\\/](orders-table\.tsx|orders-table\.module\.css|order-status-badge\.tsx|review[\\/]pins[\\/]get-review-pins\.ts)|features[\\/]orders[\\/](hooks[\\/]use-live-orders|api[\\/]get-orders)\.ts)$/;

/**
 * The team's pieces the team page's first scripts share with the order pages and the staff's team
 * page (the members' query, the avatars; see the `team-parts` group). The approvers' form and the
 * chip input are not among them: the team page loads its two forms apart (lib/ssr/lazy-part.tsx),
 * and here they brought the popovers, the number input and the form library (69 KB gzip) into
 * its first wave. Nor are the review guests' contract and messages (`review-contract`).
 */
const teamPartsCode =
  /apps[\\/]web[\\/]src[\\/](domain[\\/]team[\\/]|ui[\\/]avatar[\\/])|packages[\\/]contract[\\/]src[\\/](team|avatar)\.ts$|@mantine[\\/]core[\\/](esm[\\/]components[\\/]Avatar[\\/]|styles[\\/]Avatar\.layer\.css)/;

/**
 * The contract's modules of a delivered order's review (approvals, guests, pins, brand check,
 * slide previews; see the `review-contract` group): the order pages, the guest's review and
 * the staff's order share them; left to `contract`, every list and billing page downloaded them
 * (5 KB gzip of 7.6).
 */
const reviewContractCode =
  /packages[\\/]contract[\\/]src[\\/](review-approvals|review-guests|brand-check|review-pins|slide-previews|order-review)\.ts$/;

/**
 * The order form's contract (its limits, messages and empty values, the coupons'; see the
 * `order-contract` group) and the uploads' (their types, limits and messages; `upload-contract`):
 * the order pages and the upload fields share them. Left to `contract`, which every app page
 * downloads, the lists, the team and the credits downloaded 2.3 KB gzip they never run.
 */
const orderContractCode = /packages[\\/]contract[\\/]src[\\/](order-form|coupons)\.ts$/;
const uploadContractCode = /packages[\\/]contract[\\/]src[\\/]uploads\.ts$/;

/** A group of the modules `test` names alone, shared by 2 or more chunks (see `lists`). */
const smallSharedGroup = (name: string, test: RegExp) => ({
  name,
  test,
  minShareCount: 2,
  includeDependenciesRecursively: false,
  priority: 5,
});

/**
 * Forms with react-hook-form and the house's form hook. The order form keeps its own state and
 * never loads this chunk. Zod's resolver (@hookform/resolvers) loads with the schemas, the first
 * time a form is checked (use-contract-form.ts).
 */
const formCode =
  /node_modules[\\/]react-hook-form[\\/]|apps[\\/]web[\\/]src[\\/](lib[\\/]forms[\\/](use-contract-form|load-form-resolver|set-server-errors|handle-form-error|password-controller)|ui[\\/](form-card|password-input)[\\/])/;
/**
 * What every form shows, the order form's too: Mantine's text and checkbox inputs, the alert and
 * the house's error helpers, and the link (Anchor), which the profile pages share with the sign-in
 * pages: left to the `auth` group, it made every profile page download that chunk and the forms'
 * (21 KB gzip). The password input goes with `forms` (/order-now has none).
 */
const inputCode =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|Alert|ActionIcon|Divider|Anchor)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/]use-uncontrolled[\\/]|apps[\\/]web[\\/]src[\\/](lib[\\/]forms[\\/](field-error-prop|scroll-to-first-error|measure-covered-top)|ui[\\/]form-error[\\/])/;

/**
 * Mantine's checkboxes and radio buttons (see the `choices` group): the order form's first step
 * and a few forms use them, the lists and the credit packs do not (5 KB gzip they downloaded with
 * `inputs` and `widgets`).
 */
const choiceCode =
  /@mantine[\\/]core[\\/]esm[\\/](components[\\/](Checkbox|Radio)|utils[\\/](InlineInput|InputsGroupFieldset))[\\/]/;

/** Mantine's components and the house's ui/ and domain/ code (see the `widgets` group). */
const widgetCode =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib|react-textarea-autosize|clsx)[\\/]|apps[\\/]web[\\/]src[\\/](ui|domain)[\\/]/;
/** Mantine's floating widgets and what places them (see the `popovers` group). */
const popoverCode =
  /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Combobox|Popover|Select|MultiSelect|Autocomplete|TagsInput|PillsInput|Pill|Menu|Tooltip|HoverCard)|utils[\\/]Floating)[\\/])/;
/**
 * Mantine's ScrollArea (with the ref-merging hook the build gives it in floating-ui's place,
 * build-tools/scroll-area-merge-refs.ts), focus trap and focus return, which the comboboxes'
 * dropdowns and the dialogs use (see the `dialog-parts` group): a chunk of their own, so that a
 * dialog does not download the popovers. Left out, the hook went with `popovers` (which takes
 * what its modules import), and every dialog, the profile's offers popup among them, downloaded
 * the popovers' 25 KB gzip for those two lines.
 */
const dialogPartCode =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](ScrollArea|FocusTrap)|hooks[\\/]esm[\\/]use-focus-(trap|return))[\\/]|build-tools[\\/]scroll-area-merge-refs\.ts$/;

/** The groups, highest priority first where two match a module. */
export function chunkGroups() {
  return [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
      priority: 30,
    },
    // Inputs and forms: small files most pages share, grouped so that /login asks for 8
    // files, not 25 (each costs a request and a preload on a phone).
    // What a static page runs (header menus, cookie banner, version check), which the
    // app runs too: a few KB of its own, so a static page downloads nothing more.
    // With it, Vite's helper of `import()`, which the static page's script uses too (its
    // page parts): left to the app's chunk, a static page with a form downloaded the app.
    // One group: two groups of the same name made two files.
    {
      name: (id: string, ctx: Parameters<typeof plainDomCode>[1]) =>
        /vite[\\/]preload-helper/.test(id) ? 'plain-dom' : plainDomCode(id, ctx),
      priority: 22,
    },
    // What a static page runs for its own parts (the sign-in form's checks, the provider
    // buttons) and the contract's modules and zod they reach: a chunk of its own, which
    // the app imports too. Left to the app's chunk, /login downloaded the app (and ran it).
    // The contract's schemas, which check the API's answers and the forms: a chunk per
    // contract file, which the app loads on demand (lib/http/load-schemas.ts), and a static
    // page with a form along with its checks. Never on a page's first wave.
    { name: schemaChunkOf, includeDependenciesRecursively: false, priority: 25 },
    // Zod, which the schemas, the forms' resolvers and a static page's form checks load.
    { name: 'zod', test: zodCode, priority: 25 },
    // Of that, what the app imports too (the HTTP client, the errors' wording, the paths) is
    // `page-parts`, taken first with the contract's modules it reaches; what only a static
    // page's parts run (the DOM forms' checks, the password rules, the sign-in popup) is
    // `page-forms`, which the app's pages no longer download (static pages: one file more).
    {
      name: staticPageChunk(
        staticPageParts,
        'page-parts',
        sourceRoot,
        contractSchemasFile,
        'shared',
      ),
      priority: 21,
    },
    {
      name: staticPageChunk(staticPageParts, 'page-forms', sourceRoot, contractSchemasFile, 'own'),
      priority: 20,
    },
    { name: 'inputs', test: inputCode, priority: 6 },
    { name: 'forms', test: formCode, priority: 5 },
    // The sign-in pages' shared code (external sign-in, redirects after it).
    {
      name: 'auth',
      test: /apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](hooks|lib|components)[\\/]/,
      priority: 4,
    },
    // What many lazy pages share goes in one file each, not in dozens of small ones (each
    // a request and a preload on a phone): the contract's modules used by 4 or more page
    // chunks (6 before their schemas left them for `schemas`: 4 keeps a page's files as
    // few for ~1 KB more), the icons used by 2 or more, and Mantine's widgets with the house's ui/ and
    // domain/ code used by 8 or more. A page that uses less of them downloads some bytes
    // it does not run, and far fewer files (issue 33): /my-profile/orders 58 files
    // 303 KB -> 22 files 281 KB gzip, /my-profile/team 62 -> 26, the order page 83 -> 42.
    {
      name: 'contract',
      test: (id: string) => /packages[\\/]contract[\\/]/.test(id) && !schemaCode.test(id),
      minShareCount: 4,
      priority: 3,
    },
    {
      name: 'icons',
      test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
      minShareCount: 2,
      priority: 3,
    },
    // Small files a few pages share, one file each group in place of 2-7 (issue 33):
    // a paged list's parts, the orders list's, the team's and the payments'. Only the
    // modules named: with what they import, a group took Mantine modules the other
    // pages run (Skeleton, the direction provider) and every page downloaded it.
    // /order-now 19 -> 14 files, /my-profile/orders 26 -> 15, /my-profile/team 29 -> 17,
    // /my-profile/billing/credits 20 -> 14, at the same weight (+/- 2 KB gzip). With the
    // order form's and the uploads' contract apart (and the realtime events' names and the
    // treatments out of orders.ts and order-form.ts, which brought them into `shared`):
    // /my-profile/orders 200.2 -> 198.4 KB, team 198.6 -> 196.8, credits 194.4 -> 192.6,
    // /order-now 200.2 -> 199.6 in 15 files.
    smallSharedGroup('review-contract', reviewContractCode),
    smallSharedGroup('order-contract', orderContractCode),
    smallSharedGroup('upload-contract', uploadContractCode),
    smallSharedGroup('lists', listCode),
    smallSharedGroup('order-list', orderListCode),
    smallSharedGroup('team-parts', teamPartsCode),
    smallSharedGroup('payments', paymentCode),
    smallSharedGroup('pricing', pricingCode),
    // Mantine's floating widgets (Select and the other comboboxes, Menu, Popover, Tooltip)
    // and floating-ui: a group of their own, so that a page without one does not download
    // them (issue 33). `widgets` is captured first, with the Mantine code both use; the
    // house's Tooltip (ui/tooltip) loads Mantine's after the page shows, and
    // build-tools/mantine-imports.ts keeps Mantine's unused imports from pulling these
    // into `widgets`. /my-profile/orders 286 -> 264 KB gzip, /order-now 277 -> 257,
    // /my-profile/billing/credits 279 -> 257.
    {
      name: 'popovers',
      test: popoverCode,
      minShareCount: 2,
      priority: 3,
    },
    smallSharedGroup('dialog-parts', dialogPartCode),
    { ...smallSharedGroup('choices', choiceCode), priority: 7 },
    {
      name: 'widgets',
      test: (id: string) =>
        widgetCode.test(id) &&
        !popoverCode.test(id) &&
        !dialogPartCode.test(id) &&
        !choiceCode.test(id),
      minShareCount: 8,
      priority: 4,
    },
    {
      name: 'shared',
      test: (id: string) =>
        (sharedAppCode.test(id) && !lazyAppCode.test(id)) || commonPageParts.test(id),
      priority: 10,
    },
  ];
}
