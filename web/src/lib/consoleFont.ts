/**
 * The console's font stack, the one rule for every place that names a font: antd's theme and,
 * written out, the stylesheets that draw before antd (the sign-in page, the route error
 * page), which a test holds to this value.
 *
 * Latin faces first, then Chinese ones: the Chinese faces carry Latin letters of their own, wider
 * than Arial's (Noto Sans CJK's made the English top menu overflow at 1000 px), and a Chinese
 * character that the Latin faces lack is still found by name further on, without the system's
 * fallback search.
 */
export const CONSOLE_FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
