import { useMemo } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { installErrorCapture } from '../features/log/capture';
import { IdleLock } from '../layout/lock/IdleLock';
import { KeptPagesHost } from '../layout/tabs/KeptPagesHost';
import { antdTheme } from '../layout/theme/antdTheme';
import { useCommon } from '../stores/common';
import { applyThemeToDocument, useTheme } from '../stores/theme';
import { ConsoleRouter } from './ConsoleRouter';
import { installFirstScreen } from './firstScreen';
import { FeedbackBridge } from './FeedbackBridge';
import { antdLocale } from './locale';
import { queryClient } from './queryClient';
import { createRouter } from './router';
import { installSession } from './session';
import { loadAntdStyles, useAntdStylesLoaded } from './antdStyles';

installSession();
installFirstScreen();
installErrorCapture();
// boot.js already did this before the first paint; repeated in case it could not run.
applyThemeToDocument(useTheme.getState().themeName, useTheme.getState().colorName);
const router = createRouter();
loadAntdStyles();

export function App() {
  const language = useCommon((s) => s.language);
  const themeName = useTheme((s) => s.themeName);
  const colorName = useTheme((s) => s.colorName);
  const themeConfig = useMemo(() => antdTheme(themeName, colorName), [themeName, colorName]);
  // Usually here already: fetched with the console's code at sign-in (app/firstScreen.ts).
  const stylesLoaded = useAntdStylesLoaded();
  if (!stylesLoaded) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(language)} theme={themeConfig}>
        <AntApp className="app-root">
          <FeedbackBridge />
          <IdleLock />
          <ConsoleRouter router={router} />
          <KeptPagesHost />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
