import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageName, useRouteHandle } from '../app/usePageName';
import { useTags } from '../stores/tags';

/** Spec §2: each visited route becomes a tab (the store skips isTab false, empty names, /redirect). */
export function useTagTracking(): void {
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
  const page = usePageName();
  const addTag = useTags((s) => s.addTag);
  const label = page?.label ?? '';
  const labelEn = page?.labelEn;
  const i18nKey = page?.i18nKey;
  const isTab = handle.isTab;

  useEffect(() => {
    if (!label && !i18nKey) return;
    addTag({
      label,
      labelEn,
      i18nKey,
      value: pathname + search,
      query: Object.fromEntries(new URLSearchParams(search)),
      meta: isTab === undefined ? undefined : { isTab },
    });
  }, [addTag, pathname, search, label, labelEn, i18nKey, isTab]);
}
