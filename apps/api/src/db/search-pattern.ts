/** `%words%` for ILIKE, with the pattern characters of the search taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
