import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearServerCache } from '../../features/auth/api';
import { notify } from '../../lib/feedback';
import { useTabs } from '../../stores/tabs';
import { REDIRECT_PREFIX, requestRemount } from './keepAlivePolicy';

/** What the tab bar does to a tab, named by its value (full path): the right-clicked one or the active one. */
export function useTabActions() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const current = pathname + search;

  const show = (value: string) => {
    if (value !== current) navigate(value);
  };

  return {
    current,
    open: show,
    /** Spec §4: closing the active tab shows the previous one (or the first). */
    close: (value: string) => {
      const next = useTabs.getState().closeTab(value);
      if (next) navigate(next.value);
    },
    /** Spec §2: through /redirect, so only that page mounts afresh. */
    refresh: (value: string) => {
      requestRemount(value);
      navigate(`${REDIRECT_PREFIX}${value}`, { replace: value === current });
    },
    closeOthers: (value?: string) => show(useTabs.getState().closeOthers(value).value),
    closeAll: () => show(useTabs.getState().closeAll().value),
    clearCache: () => {
      modal.confirm({
        title: t('app.confirm'),
        content: t('tabs.clearCacheConfirm'),
        okText: t('app.ok'),
        cancelText: t('app.cancel'),
        onOk: async () => {
          try {
            notify.success(await clearServerCache());
            // Whatever the console holds from the server is stale now too.
            void queryClient.invalidateQueries();
          } catch {
            // lib/http has already said why.
          }
        },
      });
    },
  };
}
