import { z } from 'zod';
import { idSchema } from './envelope.js';

export const projectIdQuery = z.object({ projectId: idSchema });

export const projectMember = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.string(),
  createTime: z.string(),
});
export const memberSave = z.object({
  projectId: idSchema,
  userId: idSchema,
  role: z.string().trim().min(1).max(16).default('member'),
});

export const projectAttr = z.object({ attrKey: z.string(), attrValue: z.string() });
export const attrSave = z.object({
  projectId: idSchema,
  attrs: z
    .array(z.object({ attrKey: z.string().trim().min(1).max(64), attrValue: z.string().trim().max(500) }))
    .max(50),
});

export const registryData = z.object({
  companyName: z.string(),
  legalName: z.string(),
  registeredCapital: z.number().nullable(),
  legalRepresentative: z.string(),
  foundingDate: z.string(),
  status: z.string(),
  industry: z.string(),
  region: z.string(),
});

export const registryContrast = z.object({
  field: z.string(),
  declared: z.string(),
  registered: z.string(),
  match: z.boolean(),
});
