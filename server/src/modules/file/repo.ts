import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projectFile } from '../../db/schema/pipeline.js';
import { softDelete } from '../../db/soft-delete.js';

export type ProjectFileRow = typeof projectFile.$inferSelect;
const live = (tenantId: string) => and(eq(projectFile.tenantId, tenantId), eq(projectFile.isDeleted, 0));

export function createFileRepo(db: Db) {
  return {
    list: (tenantId: string, projectId: string) =>
      db
        .select()
        .from(projectFile)
        .where(and(live(tenantId), eq(projectFile.projectId, projectId)))
        .orderBy(desc(projectFile.id)),
    async find(tenantId: string, id: string) {
      return (
        await db
          .select()
          .from(projectFile)
          .where(and(live(tenantId), eq(projectFile.id, id)))
          .limit(1)
      )[0];
    },
    findMany: (tenantId: string, ids: string[]) =>
      db
        .select()
        .from(projectFile)
        .where(and(live(tenantId), inArray(projectFile.id, ids))),
    async insert(row: typeof projectFile.$inferInsert) {
      const [saved] = await db.insert(projectFile).values(row).returning();
      return saved!;
    },
    remove: (tenantId: string, ids: string[], by: string) =>
      softDelete(db, projectFile, ids, by, eq(projectFile.tenantId, tenantId)),
  };
}
export type FileRepo = ReturnType<typeof createFileRepo>;
