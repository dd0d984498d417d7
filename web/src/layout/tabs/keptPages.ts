import type { ReactNode } from 'react';
import { create } from 'zustand';
import type { RouterSnapshot } from './routerSnapshot';

/** One kept page as KeptPagesHost draws it. */
export type KeptPageView = {
  key: string;
  element: ReactNode;
  router: RouterSnapshot;
  visible: boolean;
};

/** Where the pages go (the shell's page area), and what to call when one is shown. */
export type KeptPagesPlace = {
  container: HTMLElement;
  /** Puts a page shown again where it was scrolled to. */
  onShown: (key: string) => void;
};

type KeptPages = {
  /** Null while no shell is mounted. */
  place: KeptPagesPlace | null;
  pages: KeptPageView[];
};

/**
 * The kept pages and their place, published by KeepAliveOutlet (inside the router) for
 * KeptPagesHost (outside it).
 */
export const useKeptPages = create<KeptPages>(() => ({ place: null, pages: [] }));

const samePage = (a: KeptPageView, b: KeptPageView) =>
  a.key === b.key && a.element === b.element && a.router === b.router && a.visible === b.visible;

const samePlace = (a: KeptPagesPlace | null, b: KeptPagesPlace | null) =>
  a?.container === b?.container && a?.onShown === b?.onShown;

/** Publishes the kept pages; the host renders again only when something it draws changed. */
export function showKeptPages(place: KeptPagesPlace | null, pages: KeptPageView[]): void {
  const now = useKeptPages.getState();
  if (
    samePlace(now.place, place) &&
    now.pages.length === pages.length &&
    now.pages.every((p, i) => samePage(p, pages[i]!))
  )
    return;
  useKeptPages.setState({ place, pages });
}
