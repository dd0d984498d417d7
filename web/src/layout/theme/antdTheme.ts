import { theme, type ThemeConfig } from 'antd';
import { CONSOLE_FONT } from '../../lib/consoleFont';
import { isDarkTheme, primaryColor, type ThemeName } from '../../lib/themes';

/**
 * antd's theme for a console theme and colour: the colour is every component's primary colour;
 * the shell's Layout, Menu and header read the theme's CSS variables (styles/themes.css), so a
 * theme switch repaints them without new antd styles, and the dark theme adds the dark algorithm.
 */
export function antdTheme(themeName: ThemeName, colorName: string): ThemeConfig {
  const dark = isDarkTheme(themeName);
  const primary = primaryColor(themeName, colorName);
  return {
    // Components take their styles from antd's prebuilt stylesheet (app/antdStyles.ts) instead of
    // generating them while the first screen renders; the tokens below still become CSS variables,
    // which that stylesheet reads, so themes and colours switch as before.
    zeroRuntime: true,
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorInfo: primary,
      borderRadius: 6,
      fontFamily: CONSOLE_FONT,
    },
    components: {
      Layout: {
        headerBg: 'var(--shell-header-bg)',
        headerColor: 'var(--shell-header-color)',
        headerHeight: 56,
        headerPadding: '0 16px',
        siderBg: 'var(--shell-sider-bg)',
        bodyBg: 'var(--shell-body-bg)',
      },
      Menu: {
        darkItemBg: 'transparent',
        darkPopupBg: 'var(--shell-sider-popup-bg)',
        darkSubMenuItemBg: 'var(--shell-sider-sub-bg)',
        darkItemColor: 'var(--shell-sider-color)',
        darkGroupTitleColor: 'var(--shell-sider-color)',
        darkItemHoverColor: 'var(--shell-sider-hover-color)',
        darkItemSelectedBg: 'var(--shell-sider-active-bg)',
        darkItemSelectedColor: 'var(--shell-sider-active-color)',
      },
    },
  };
}
