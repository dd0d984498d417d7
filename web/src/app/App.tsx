import { useMemo } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { website } from '../lib/config';
import { useCommon } from '../stores/common';
import { FeedbackBridge } from './FeedbackBridge';
import { antdLocale } from './locale';
import { queryClient } from './queryClient';
import { createRouter } from './router';
import { installSession } from './session';

installSession();
const router = createRouter();

const appTheme = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: website.defaultColor,
    colorLink: website.defaultColor,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#fff', headerHeight: 56, headerPadding: '0 16px', siderBg: '#001529', bodyBg: '#f5f7fa' },
    Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17', darkItemSelectedBg: website.defaultColor },
  },
};

export function App() {
  const language = useCommon((s) => s.language);
  const locale = useMemo(() => antdLocale(language), [language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={appTheme}>
        <AntApp className="app-root">
          <FeedbackBridge />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
