import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedByShape } from '../src/db/prepared.js';
import { user } from '../src/db/schema/user.js';
import { freshDatabase } from './helpers/context.js';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(() => fresh.drop());

describe('statements prepared by shape', () => {
  // Two servers built on one database (the tests' shared contexts) share one connection pool:
  // each one's statements must keep their own names on a connection.
  it('keeps two sets with the same prefix on one pool apart', async () => {
    const { db } = fresh.database;
    const plusOne = preparedByShape<{ n: number }[]>('twin');
    const timesTen = preparedByShape<{ n: number }[]>('twin');
    for (let round = 1; round <= 3; round++) {
      const a = await plusOne(
        'only',
        () =>
          db
            .select({ n: sql<number>`${sql.placeholder('v')}::int + 1` })
            .from(user)
            .limit(1),
        { v: round },
      );
      const b = await timesTen(
        'only',
        () =>
          db
            .select({ n: sql<number>`${sql.placeholder('v')}::int * 10` })
            .from(user)
            .limit(1),
        { v: round },
      );
      expect([a[0]?.n, b[0]?.n]).toEqual([round + 1, round * 10]);
    }
  });
});
