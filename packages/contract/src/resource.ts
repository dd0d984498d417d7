import { z } from 'zod';

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

export const attachInfo = z.object({
  id: z.string(),
  /** Where the console reads it (signed-in, same tenant). */
  link: z.string(),
  name: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type AttachInfo = z.infer<typeof attachInfo>;
