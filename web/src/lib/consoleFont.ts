/**
 * The console's font stack, the one rule for every place that names a font: antd's theme, the
 * charts' canvas text (a canvas resolves no CSS variable), and, written out, the stylesheets that
 * draw before antd (the sign-in page, the route error page), which a test holds to this value.
 */
export const CONSOLE_FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";
