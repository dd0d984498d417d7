import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedByShape } from '../src/db/prepared.js';
import { SESSION_SETTINGS } from '../src/db/session-settings.js';
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

describe('session settings', () => {
  // The pipeline bench EXPLAINs with these settings: a session without them would plan otherwise
  // than the bench shows (a bounded count walking the table instead of the page's index).
  it('plans on every pooled session with the settings the bench explains with', async () => {
    const names = Object.keys(SESSION_SETTINGS);
    const settings = `select ${names.map((n) => `current_setting('${n}') as ${n}`).join(', ')}, pg_sleep(0.01)`;
    // More at once than one connection serves, so that several of the pool's sessions answer.
    const answers = await Promise.all(Array.from({ length: 12 }, () => fresh.database.executeSql(settings, [])));
    for (const { rows } of answers) {
      const row = rows[0] as Record<string, string>;
      expect(Object.fromEntries(names.map((n) => [n, row[n]]))).toEqual(SESSION_SETTINGS);
    }
  });
});
