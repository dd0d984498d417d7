import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../lib/lazyPage';

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * The one registry of pages behind menu entries: menu `code` → lazily loaded page. A menu code
 * missing here shows the "not available yet" page, inside the layout and with its tab.
 */
export const pages: Record<string, PageComponent> = {
  home: lazyPage(() => import('../features/home/pages/HomePage')),
};

export const UnavailablePage: PageComponent = lazyPage(() => import('../pages/unavailable/UnavailablePage'));

export function pageFor(code: string): PageComponent {
  return pages[code] ?? UnavailablePage;
}
