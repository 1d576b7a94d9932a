/**
 * Custom fields (§6: teams with supportsCustomFields): questions a team asks on every order, such
 * as a cost centre or a project code. The customFields step of the order form renders them and
 * the server checks the answers.
 */

/** Text, a number (max 32767, §9), a date, or one choice of a list. */
export const customFieldKinds = ['text', 'number', 'date', 'select'] as const;
export type TCustomFieldKind = (typeof customFieldKinds)[number];
