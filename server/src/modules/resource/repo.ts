import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attach } from '../../db/schema/attach.js';

export type AttachRow = typeof attach.$inferSelect;

export function createResourceRepo(db: Db) {
  return {
    async insert(row: typeof attach.$inferInsert): Promise<AttachRow> {
      const [saved] = await db.insert(attach).values(row).returning();
      return saved!;
    },
    async find(tenantId: string, id: string): Promise<AttachRow | undefined> {
      const rows = await db
        .select()
        .from(attach)
        .where(and(eq(attach.id, id), eq(attach.tenantId, tenantId), eq(attach.isDeleted, 0)))
        .limit(1);
      return rows[0];
    },
  };
}
export type ResourceRepo = ReturnType<typeof createResourceRepo>;
