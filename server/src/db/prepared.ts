/** What `build` answers: a query with placeholders, which `.prepare(name)` turns into a named statement. */
type Preparable<R> = {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
  execute(values: Record<string, unknown>): Promise<R>;
};

/** Names are unique in the process: servers built on one database share its pool's connections. */
let named = 0;

/**
 * Statements built once per shape (which filters and sort keys a request uses) instead of once per
 * request: building SQL was about a fifth of the server's CPU on the hot lists (docs/performance.md).
 * Every value goes in as a placeholder, so a shape's statement serves every tenant and user. Named
 * statements are also parsed once per PostgreSQL connection (PGlite ignores the name). The callers
 * choose the shape, and a caller can vary it (sort keys are a list), so only the first `limit`
 * shapes are kept; the others are built per request as before.
 */
export function preparedByShape<R>(prefix: string, limit = 32) {
  const kept = new Map<string, { execute(values: Record<string, unknown>): Promise<R> }>();
  return (shape: string, build: () => Preparable<R>, values: Record<string, unknown>): Promise<R> => {
    let statement = kept.get(shape);
    if (!statement) {
      const query = build();
      if (kept.size >= limit) return query.execute(values);
      statement = query.prepare(`${prefix}_${++named}`);
      kept.set(shape, statement);
    }
    return statement.execute(values);
  };
}
