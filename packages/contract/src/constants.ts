/**
 * Plain constants shared by server and console. This file imports nothing (no zod), so the
 * console can use it without pulling schema code into its first download.
 */

/** The default tenant; its `administrator` role is the super administrator. */
export const DEFAULT_TENANT_ID = '000000';
/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 500;
/** At most this many error-log entries are kept in a console and sent in one upload. */
export const MAX_LOG_ENTRIES = 200;
/** The largest upload. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** A dictionary's parent row has parentId ROOT_ID and dictKey PARENT_KEY. */
export const ROOT_ID = '0';
export const PARENT_KEY = '-1';
