import type { Page } from '@invest/contract/paging';

/** Spec §9: pages of 5; the next page loads 1 s after scrolling to the end. */
export const NOTICE_PAGE_SIZE = 5;
export const SCROLL_DELAY = 1000;

/** The page after this one, or undefined when it was the last. */
export function nextPageOf(page: Pick<Page<unknown>, 'current' | 'pages'> | undefined): number | undefined {
  return page && page.current < page.pages ? page.current + 1 : undefined;
}

/** Whether a scroll area is at (or within a few pixels of) its end. */
export function isAtEnd(el: { scrollTop: number; scrollHeight: number; clientHeight: number }, slack = 4): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= slack;
}

type PagerOptions = {
  /** The loading line shows while true. */
  onLoading: (loading: boolean) => void;
  delay?: number;
};

type ReachEnd = {
  hasNext: boolean;
  /** Fetches the next page. */
  load: () => Promise<unknown>;
  /** There is none: the caller shows 暂无更多数据. */
  noMore: () => void;
};

/**
 * What reaching the end of the list does (spec §4): with more pages, a loading line and, after
 * 1 s, the next page; without, the "no more data" warning, once per visit to the end.
 */
export function createPager({ onLoading, delay = SCROLL_DELAY }: PagerOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let loading = false;
  let warned = false;
  return {
    reachEnd({ hasNext, load, noMore }: ReachEnd): void {
      if (loading) return;
      if (!hasNext) {
        if (!warned) noMore();
        warned = true;
        return;
      }
      loading = true;
      onLoading(true);
      timer = setTimeout(() => {
        void load()
          .catch(() => undefined)
          .finally(() => {
            loading = false;
            onLoading(false);
          });
      }, delay);
    },
    /** Scrolled away from the end: the warning may show again next time. */
    leaveEnd(): void {
      warned = false;
    },
    get loading() {
      return loading;
    },
    dispose(): void {
      clearTimeout(timer);
      loading = false;
    },
  };
}
export type Pager = ReturnType<typeof createPager>;
