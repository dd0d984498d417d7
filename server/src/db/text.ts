/** A LIKE pattern for "contains": `%` and `_` typed by a user are literal characters, not wildcards. */
export const contains = (value: string) => `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
