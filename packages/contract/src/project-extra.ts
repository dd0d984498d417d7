import { z } from 'zod';
import { idSchema } from './envelope.js';

export const projectIdQuery = z.object({ projectId: idSchema });

export const projectMember = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.string(),
  createTime: z.string(),
});
export type ProjectMember = z.infer<typeof projectMember>;
export const memberSave = z.object({
  projectId: idSchema,
  userId: idSchema,
  role: z.string().trim().min(1).max(16).default('member'),
});
export const memberRemoveQuery = z.object({ projectId: idSchema, userId: idSchema });

export const projectAttr = z.object({ attrKey: z.string(), attrValue: z.string() });
export type ProjectAttr = z.infer<typeof projectAttr>;
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
export type RegistryData = z.infer<typeof registryData>;

export const registryContrast = z.object({
  field: z.string(),
  declared: z.string(),
  registered: z.string(),
  match: z.boolean(),
});
export type RegistryContrast = z.infer<typeof registryContrast>;

export const projectFileRecord = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  /** Dictionary file_category. */
  category: z.string(),
  stage: z.number().int(),
  size: z.number().int(),
  mime: z.string(),
  uploaderName: z.string(),
  createTime: z.string(),
});
export type ProjectFileRecord = z.infer<typeof projectFileRecord>;

export const fileUploadQuery = z.object({ projectId: idSchema, category: z.string().trim().min(1).max(8) });

export const resumeRecord = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  position: z.string(),
  education: z.string(),
  experience: z.string(),
});
export type ResumeRecord = z.infer<typeof resumeRecord>;
export const resumeSubmit = z.object({
  id: idSchema.optional(),
  projectId: idSchema,
  name: z.string().trim().min(1).max(64),
  position: z.string().trim().max(64).default(''),
  education: z.string().trim().max(500).default(''),
  experience: z.string().max(10000).default(''),
});
