import type { DayUsage } from '@mike/contracts';
import { useTranslation } from 'react-i18next';
import styles from './governance.module.css';

const WIDTH = 620;
const HEIGHT = 140;
const PADDING = 8;

/** Questions per day as plain SVG bars; the figure's label states the total, each bar its day and count. */
export function UsageChart({ days, monthLabel }: { days: DayUsage[]; monthLabel: string }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...days.map((day) => day.questions));
  const total = days.reduce((sum, day) => sum + day.questions, 0);
  const slot = (WIDTH - PADDING * 2) / Math.max(1, days.length);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('governance.usage.chart', { month: monthLabel, total })}
      >
        {days.map((day, index) => {
          const height = ((HEIGHT - PADDING * 2) * day.questions) / max;
          return (
            <rect
              key={day.date}
              className={styles.bar}
              x={PADDING + index * slot + slot * 0.15}
              y={HEIGHT - PADDING - height}
              width={slot * 0.7}
              height={height}
              data-date={day.date}
            >
              <title>{t('governance.usage.chartBar', { date: day.date, count: day.questions })}</title>
            </rect>
          );
        })}
      </svg>
      {/* Outside the SVG, which stretches to its box: text inside it would be distorted. */}
      <figcaption className={styles.axisRow} aria-hidden="true">
        <span>{days[0]?.date.slice(8)}</span>
        <span>{t('governance.usage.chartMax', { count: max })}</span>
        <span>{days.at(-1)?.date.slice(8)}</span>
      </figcaption>
    </figure>
  );
}
