import { sql } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import type { Db } from '../client.js';
import { nextId } from '../ids.js';

const CHUNK = 50_000;
const MARKER = 'large-dataset';
/** Ids minted here come from one millisecond's range of snowflakes (see below). */
const MAX_IDS = 4_194_304;

/**
 * The benchmark data set on top of the normal seed, in the default tenant: `projects` projects
 * with their creation step and lead, and `reminders` reminders spread over the seeded users.
 * Rows are generated inside the database with generate_series, in chunks, in one transaction
 * (a load that fails half-way leaves nothing behind). Runs once per database: false when it had
 * already run.
 */
export async function loadLargeDataset(
  db: Db,
  { projects: PROJECTS, reminders: REMINDERS }: { projects: number; reminders: number },
  progress: (line: string) => void = () => {},
): Promise<boolean> {
  if (2 * PROJECTS + REMINDERS >= MAX_IDS) throw new Error(`at most ${MAX_IDS} rows in all`);
  const loaded = await db.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`insert into blade_seed_history (name) values (${MARKER}) on conflict do nothing returning name`,
    );
    if (rowsOf(claimed).length === 0) return false;

    /*
     * Ids: a block of consecutive snowflakes above one freshly minted id. A block of fewer than
     * 4,194,304 ids stays below every id minted a millisecond later, so nothing collides with the
     * ids the server mints afterwards.
     */
    const projectBase = BigInt(nextId());
    // Internal numbers go in as literals: bound parameters would arrive as text and need casts everywhere.
    const num = (n: bigint | number) => sql.raw(String(n));
    const t = DEFAULT_TENANT_ID;

    for (let from = 1; from <= PROJECTS; from += CHUNK) {
      const to = Math.min(from + CHUNK - 1, PROJECTS);
      await tx.execute(sql`
        insert into biz_project (id, tenant_id, uuid, name, company_name, industry, region, round, stage, source,
          is_key, fund_id, manager_id, amount_min, amount_max, valuation, share_ratio, invested_amount,
          description, create_user, create_time, update_time)
        select ${num(projectBase)} + n, ${t}, gen_random_uuid()::text,
          (array['智能','芯片','医疗','储能','云','食品','机器人','支付'])[1 + n % 8] || '项目' || n,
          (array['智能','芯片','医疗','储能','云','食品','机器人','支付'])[1 + n % 8] || n || '科技有限公司',
          (1 + n % 8)::text,
          (array['北京','上海','深圳','杭州','苏州','成都','合肥','广州'])[1 + (n / 8) % 8],
          (array['seed','angel','pre_a','a','b','c','d','pre_ipo'])[1 + (n / 3) % 8],
          (array[0,0,0,1,1,2,2,3,4,4,5,9])[1 + (n * 7) % 12],
          (1 + n % 4)::text,
          case when n % 23 = 0 then 1 else 0 end,
          (select id from biz_fund where tenant_id = ${t} and is_deleted = 0 order by id offset n % 3 limit 1),
          (select id from blade_user where tenant_id = ${t} and account in ('manager','partner') order by account offset n % 2 limit 1),
          500 + (n % 200) * 50, 1000 + (n % 200) * 80, 10000 + (n % 500) * 100, 5 + (n % 20), null,
          '', (select id from blade_user where tenant_id = ${t} and account = 'manager'),
          now() - (n % 1095) * interval '1 day', now() - (n % 90) * interval '1 day'
        from generate_series(${num(from)}, ${num(to)}) as n`);
      await tx.execute(sql`
        insert into biz_project_step (id, tenant_id, project_id, from_stage, to_stage, user_id, comment, create_time)
        select ${num(projectBase + BigInt(PROJECTS))} + n, ${t}, ${num(projectBase)} + n, null, 0, manager_id, '', create_time
        from generate_series(${num(from)}, ${num(to)}) as n join biz_project p on p.id = ${num(projectBase)} + n`);
      await tx.execute(sql`
        insert into biz_project_member (project_id, user_id, tenant_id, role, create_time)
        select id, manager_id, ${t}, 'lead', create_time from biz_project
        where id between ${num(projectBase + BigInt(from))} and ${num(projectBase + BigInt(to))}`);
      progress(`projects ${to.toLocaleString('en')} / ${PROJECTS.toLocaleString('en')}`);
    }
    // Invested and exited ones carry an amount, as the dashboard sums it.
    await tx.execute(sql`
      update biz_project set invested_amount = (amount_min + amount_max) / 2
      where id between ${num(projectBase + 1n)} and ${num(projectBase + BigInt(PROJECTS))} and stage in (4, 5)`);

    const remindBase = projectBase + 2n * BigInt(PROJECTS);
    for (let from = 1; from <= REMINDERS; from += CHUNK) {
      const to = Math.min(from + CHUNK - 1, REMINDERS);
      await tx.execute(sql`
        insert into blade_event_remind (id, tenant_id, user_id, type, event_key, business_id, msg, is_read,
          create_user, create_time, update_time)
        select ${num(remindBase)} + n, ${t}, u.id, (n % 3)::int,
          (array['project_manage','approval','meeting'])[1 + n % 3], ${num(projectBase + 1n)} + n % ${num(PROJECTS)},
          '项目「' || (array['智能','芯片','医疗','储能','云','食品','机器人','支付'])[1 + (1 + n % ${num(PROJECTS)}) % 8]
            || '项目' || (1 + n % ${num(PROJECTS)}) || '」有新的动态',
          case when n % 7 = 0 then 0 else 1 end, null,
          now() - (n % 525600) * interval '1 minute', now() - (n % 525600) * interval '1 minute'
        from generate_series(${num(from)}, ${num(to)}) as n
        join lateral (select id from blade_user where tenant_id = ${t} and is_deleted = 0
          order by id offset n % 5 limit 1) u on true`);
      progress(`reminders ${to.toLocaleString('en')} / ${REMINDERS.toLocaleString('en')}`);
    }
    return true;
  });
  // Fresh statistics and a set visibility map, as autovacuum would leave them after such a load.
  if (loaded) await db.execute(sql`vacuum analyze`);
  return loaded;
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? []);
}
