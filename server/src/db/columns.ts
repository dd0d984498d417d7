import { customType, timestamp, integer } from 'drizzle-orm/pg-core';
import { nextId } from './ids.js';

/** A bigint column that TypeScript and JSON see as a decimal string. */
export const bigId = customType<{ data: string; driverData: string | bigint | number }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

export const primaryId = () =>
  bigId('id')
    .primaryKey()
    .$defaultFn(() => nextId());

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Audit fields carried by every business table; deletes are soft. */
export const auditColumns = () => ({
  createUser: bigId('create_user'),
  createTime: ts('create_time').notNull().defaultNow(),
  updateUser: bigId('update_user'),
  updateTime: ts('update_time').notNull().defaultNow(),
  isDeleted: integer('is_deleted').notNull().default(0),
});
