import { z } from 'zod';

/** Every answer except the token endpoint travels in this envelope; `success` is `code === 200`. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    success: z.boolean(),
    data,
    msg: z.string(),
  });

export type Envelope<T> = {
  code: number;
  success: boolean;
  data: T;
  msg: string;
  /** On refusals: the message's stable key (`oldPasswordWrong`, `requiredField`…), whatever the language. */
  key?: string;
  /** On refusals about one input field: its name (`oldPassword`, `items.0.name`), for a form to show it there. */
  field?: string;
  /** Present on 500 answers so a user can quote it and an operator can find the log line. */
  requestId?: string;
};

export const errorEnvelope = z.object({
  code: z.number().int(),
  success: z.literal(false),
  data: z.null(),
  msg: z.string(),
  key: z.string().optional(),
  field: z.string().optional(),
  requestId: z.string().optional(),
});

/** The largest id a PostgreSQL bigint holds; 19 digits can exceed it. */
export const MAX_ID = '9223372036854775807';

/** Whether a string of digits (no leading zero) fits a signed 64-bit integer. */
export const fitsInt64 = (digits: string) =>
  digits.length < MAX_ID.length || (digits.length === MAX_ID.length && digits <= MAX_ID);

/** Ids are 64-bit integers; JSON carries them as strings so JavaScript never rounds them. */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'invalid id')
  .refine(fitsInt64, 'id out of range');
export type Id = z.infer<typeof idSchema>;

/** Times on the wire are `yyyy-MM-dd HH:mm:ss`. */
export const dateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** A comma list of ids, as `remove?ids=` and its siblings take them. */
export const idList = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(idSchema).min(1).max(500));

export const idsQuery = z.object({ ids: idList });
