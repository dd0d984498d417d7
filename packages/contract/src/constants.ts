/**
 * Plain constants shared by server and console. This file imports nothing (no zod), so the
 * console can use it without pulling schema code into its first download.
 */

/** The default tenant; its `administrator` role is the super administrator. */
export const DEFAULT_TENANT_ID = '000000';
/** The currency of a fund that names none, and of every planned amount (万元). */
export const DEFAULT_CURRENCY = 'CNY';
/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 500;
/** At most this many error-log entries are kept in a console and sent in one upload. */
export const MAX_LOG_ENTRIES = 200;
/** The largest upload. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The largest .bpmn file a deploy-upload takes (the console checks it before sending). */
export const MAX_DIAGRAM_BYTES = 512 * 1024;
/** A dictionary's parent row has parentId ROOT_ID and dictKey PARENT_KEY. */
export const ROOT_ID = '0';
export const PARENT_KEY = '-1';
/** The most projects one Excel export writes; a larger selection is refused (narrow the filters). */
export const MAX_EXPORT_ROWS = 10_000;
/** The most project rows one Excel import may hold (the file itself is limited by MAX_UPLOAD_BYTES). */
export const MAX_IMPORT_ROWS = 1_000;

/** Where an uploaded file is read back: `${ATTACH_LINK}/<id>` (signed-in, same tenant). */
export const ATTACH_LINK = '/api/blade-resource/attach';

/** File types the console accepts, by extension, with the type they are served as. */
export const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
};

/** Approval status (dictionary approval_status). */
export const APPROVAL_STATUS = { pending: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;
/** An approval step's decision (approvalDecide's `decision`). */
export const APPROVAL_DECISION = { approve: 1, reject: 2 } as const;

/** A user's status (`blade_user.status`): disabled, active, or waiting for an administrator's approval. */
export const USER_STATUS = { disabled: 0, active: 1, pending: 2 } as const;

/** An administrator's notice (the 通知公告 screen): a draft until published, then withdrawable. */
export const NOTICE_STATUS = { draft: 0, published: 1, withdrawn: 2 } as const;
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS];

/** The `eventKey` of the reminders a published notice delivers (their `businessId` is the notice). */
export const NOTICE_EVENT_KEY = 'notice';

/** Limits of a notice's title and content (contract noticeSubmit, the console's form). */
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 4000;

/**
 * The live stream's event when reminders are taken back (a withdrawn notice): the records to drop
 * (by `eventKey` and `businessIds`) and the caller's counts after it.
 */
export const RETRACT_EVENT = 'retracted';
