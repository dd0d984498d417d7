import { z } from 'zod';

export { UPLOAD_TYPES } from './constants.js';

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
