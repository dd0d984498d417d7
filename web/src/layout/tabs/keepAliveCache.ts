/** Spec: at most 20 pages are kept alive; the least recently used beyond that are dropped. */
export const KEEP_ALIVE_MAX = 20;

/**
 * The pages kept alive, by key (a page's full path). Two orders: entries stay in the order they
 * were first kept, so the rendered list never moves a kept page in the DOM (moving an iframe
 * reloads it); `recent` is the use order that decides which page goes when there are too many.
 */
export class KeepAliveCache<T> {
  private readonly items = new Map<string, T>();
  private recent: string[] = [];

  constructor(private readonly max = KEEP_ALIVE_MAX) {}

  /** Keeps (or refreshes) the page of `key` as the most recently used; returns the keys dropped for room. */
  visit(key: string, value: T): string[] {
    this.items.set(key, value);
    this.recent = [...this.recent.filter((k) => k !== key), key];
    const dropped: string[] = [];
    while (this.recent.length > this.max) {
      const oldest = this.recent.shift()!;
      this.items.delete(oldest);
      dropped.push(oldest);
    }
    return dropped;
  }

  /** Forgets one page: it is mounted afresh when shown again (a refreshed or closed tab). */
  drop(key: string): boolean {
    this.recent = this.recent.filter((k) => k !== key);
    return this.items.delete(key);
  }

  /** Keeps only the pages `keep` accepts (the open tabs); returns the keys dropped. */
  retain(keep: (key: string) => boolean): string[] {
    const dropped = [...this.items.keys()].filter((k) => !keep(k));
    dropped.forEach((k) => this.drop(k));
    return dropped;
  }

  get(key: string): T | undefined {
    return this.items.get(key);
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  get size(): number {
    return this.items.size;
  }

  /** Kept pages in the stable order they were first kept. */
  entries(): [string, T][] {
    return [...this.items.entries()];
  }

  /** Keys from least to most recently used. */
  keysByUse(): string[] {
    return [...this.recent];
  }
}
