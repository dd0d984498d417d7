import { useLocation, useMatches } from 'react-router';
import type { TFunction } from 'i18next';
import type { Language } from '../lib/config';
import type { I18nKey } from '../lib/i18n';
import type { RouteHandle } from '../lib/routeHandle';
import { matchMenuPath } from './menuPaths';
import { useMenuPaths } from './useMenuPaths';

/** A page's name in both languages, or a translation key. */
export type PageName = { label: string; labelEn?: string; i18nKey?: I18nKey };

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle ?? {}) as RouteHandle;
}

/** The current page's name: from the route itself, its query (iframe), or the menu entry of its path. */
export function usePageName(): PageName | undefined {
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
  const paths = useMenuPaths();
  // A page named by its query (an embedded page, a project) falls back to its route's own name.
  if (handle.nameFromQuery) {
    const query = new URLSearchParams(search);
    const label = query.get('name') ?? '';
    return label
      ? { label, labelEn: query.get('nameEn') ?? undefined }
      : { label: '', i18nKey: handle.i18nKey ?? 'route.iframe' };
  }
  if (handle.i18nKey) return { label: '', i18nKey: handle.i18nKey };
  const hit = matchMenuPath(paths, pathname);
  if (!hit || hit.redirect) return undefined;
  return { label: hit.name, labelEn: hit.nameEn || undefined };
}

export function displayName(name: PageName | undefined, language: Language, t: TFunction): string {
  if (!name) return '';
  if (name.i18nKey) return t(name.i18nKey);
  return language === 'en' && name.labelEn ? name.labelEn : name.label;
}
