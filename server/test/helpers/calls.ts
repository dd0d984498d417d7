import { inArray } from 'drizzle-orm';
import { user } from '../../src/db/schema/user.js';
import type { TestContext } from './context.js';

/** A signed-in caller from `ctx.as(account)`. */
export type Who = Awaited<ReturnType<TestContext['as']>>;

/** Calls the API as `who` and answers the status and the parsed envelope. */
export async function callAs(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await who.request({ method, url, payload });
  return { status: res.statusCode, body: res.json() };
}

/** The ids of the seeded accounts, by account. */
export async function userIds(ctx: TestContext, accounts: string[]): Promise<Record<string, string>> {
  const rows = await ctx.db
    .select({ id: user.id, account: user.account })
    .from(user)
    .where(inArray(user.account, accounts));
  return Object.fromEntries(rows.map((u) => [u.account, u.id]));
}
