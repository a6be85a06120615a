/**
 * The analytics chart kit's one component. Usage:
 *
 *   <ChartPanel
 *     title={t`Applications per week`}
 *     kind="line"                      // 'line' | 'bar' | 'funnel' (horizontal bars, one per stage)
 *     data={{ labelHeader: t`Week`, labels: ['2026-11-02', …], series: [{ name: t`Submitted`, values: [3, …] }] }}
 *     fileName="applications-per-week.csv"
 *   />
 *
 * It shows a card with the title, a "Show table" toggle (the same numbers as an accessible table,
 * `ChartTable`) and "Download CSV" (`chartCsv`); the drawing is Chart.js, imported lazily by
 * `ChartCanvas`, so a screen that imports this file does not download Chart.js until it draws.
 * Labels are shown as given: format dates and names in the reader's language before passing them.
 * Every control is a button (keyboard reachable); the canvas is an image named by the title.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { Locale } from '#portal/lib/i18n.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import type { ChartData, ChartKind } from './chart-data.ts';
import { chartCsv } from './chart-csv.ts';
import { ChartTable } from './ChartTable.tsx';
import * as styles from './charts.css.ts';

const ChartCanvas = lazy(() => import('./ChartCanvas.tsx'));

export interface ChartPanelProps {
  title: string;
  kind: ChartKind;
  data: ChartData;
  /** The CSV download's file name. */
  fileName: string;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Shown in place of the chart when every value is 0 or there are no labels. */
  empty?: string;
}

export function ChartPanel({ title, kind, data, fileName, headingLevel = 2, empty }: ChartPanelProps) {
  const { t, i18n } = useLingui();
  const [asTable, setAsTable] = useState(false);
  const viewId = useId();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const nothing = data.labels.length === 0 || data.series.every((series) => series.values.every((value) => !value));
  return (
    <Card aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={asTable}
            aria-controls={viewId}
            onClick={() => setAsTable((shown) => !shown)}
          >
            <Trans>Show table</Trans>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => saveBlob(chartCsv(data), fileName)}>
            <Trans>Download CSV</Trans>
          </Button>
        </div>
      </div>
      <div id={viewId}>
        {asTable ? (
          <ChartTable title={title} data={data} />
        ) : nothing && empty ? (
          <p>{empty}</p>
        ) : (
          <div className={styles.canvasBox}>
            <Suspense fallback={<Skeleton lines={4} label={t`Loading the chart…`} />}>
              <ChartCanvas kind={kind} data={data} label={title} locale={i18n.locale as Locale} />
            </Suspense>
          </div>
        )}
      </div>
    </Card>
  );
}
