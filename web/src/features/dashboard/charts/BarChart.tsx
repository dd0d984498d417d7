import { useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { barScale, CHART_HEIGHT, valueRoom, type ChartBar } from './barScale';
import styles from './barChart.module.css';

type Props = {
  bars: readonly ChartBar[];
  format: (value: number, bar: ChartBar) => string;
  /** The chart's name for assistive technology (its card's title). */
  label: string;
  testId?: string;
};

/** A CSS custom property for a style attribute (React's CSSProperties does not list them). */
const cssVar = (name: `--${string}`, value: string | number) => ({ [name]: value }) as CSSProperties;

/**
 * A horizontal bar chart drawn in the page's own markup: the first bar on top, its name left of
 * it, its value at its end, and each bar a link to the projects it counts, with a tooltip on hover
 * and on keyboard focus. Markup rather than a chart library's canvas: the browser lays it out with
 * the rest of the page, in the same frame, with no library to load (docs/decisions.md).
 */
export function BarChart({ bars, format, label, testId }: Props) {
  const [tip, setTip] = useState<number>();
  const scale = useMemo(() => barScale(bars.map((b) => b.value)), [bars]);
  const values = useMemo(() => bars.map((b) => format(b.value, b)), [bars, format]);
  const room = useMemo(() => valueRoom(values), [values]);
  return (
    <div
      className={styles.chart}
      style={{ minHeight: CHART_HEIGHT, ...cssVar('--value-room', `${room}px`) }}
      data-testid={testId}
    >
      <div className={styles.grid} aria-hidden>
        {scale.lines.map((at) => (
          <span key={at} className={styles.line} style={cssVar('--at', at)} />
        ))}
      </div>
      <ul className={styles.bars} aria-label={label}>
        {bars.map((bar, i) => (
          <li key={i}>
            <Link
              to={bar.to}
              className={styles.bar}
              style={cssVar('--share', bar.value / scale.max)}
              data-muted={bar.muted || undefined}
              aria-label={[bar.label, values[i], bar.note].filter(Boolean).join(', ')}
              onMouseEnter={() => setTip(i)}
              onMouseLeave={() => setTip(undefined)}
              onFocus={() => setTip(i)}
              onBlur={() => setTip(undefined)}
            >
              <span className={styles.label}>{bar.label}</span>
              <span className={styles.track}>
                <span className={styles.fill} />
                <span className={styles.value}>{values[i]}</span>
                {tip === i && (
                  <span className={styles.tip} role="tooltip">
                    <b>{bar.label}</b>
                    <span>{values[i]}</span>
                    {bar.note && <span>{bar.note}</span>}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
