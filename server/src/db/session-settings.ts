/**
 * Planner settings of every database session: the PostgreSQL pool's connections (as startup
 * options) and PGlite's one session. The pipeline bench EXPLAINs with them too, so the plans it
 * checks are the ones the server gets.
 * - `plan_cache_mode`: named statements (db/prepared.ts) are planned for their values each time,
 *   as unnamed ones are: a generic plan, chosen without the values, could walk the wrong index
 *   unseen.
 * - `random_page_cost`: an index page costs about what a table page does (the working set is
 *   cached, disks are SSDs), so a bounded count walks the page's index instead of the table
 *   (docs/decisions.md, "An index page costs what a table page does").
 */
export const SESSION_SETTINGS = {
  plan_cache_mode: 'force_custom_plan',
  random_page_cost: '1.1',
} as const;

/** The settings as libpq's `options` connection parameter. */
export const sessionOptions = (): string =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
