import { useLingui } from '@lingui/react/macro';
import type { AgencyFunnelStep } from '#sdk/schemas/analytics';
import { ChartPanel } from '#portal/lib/charts/ChartPanel.tsx';
import { useFormat } from '#portal/lib/format.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { STAGE_LABEL } from './analytics-labels.ts';

/** The funnel against the previous period, and each step's conversion and median time in stage. */
export function FunnelSection({ funnel }: { funnel: AgencyFunnelStep[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const stage = (step: AgencyFunnelStep) => i18n._(STAGE_LABEL[step.stage]);
  return (
    <>
      <ChartPanel
        title={t`Funnel`}
        kind="funnel"
        fileName="funnel.csv"
        data={{
          labelHeader: t`Stage`,
          labels: funnel.map(stage),
          series: [
            { name: t`This period`, values: funnel.map((step) => step.count) },
            { name: t`Previous period`, values: funnel.map((step) => step.previousCount) },
          ],
        }}
      />
      <Card title={t`Conversion and time in each stage`}>
        <Table
          caption={t`Conversion and time in each stage`}
          hideCaption
          rows={funnel}
          rowKey={(step) => step.stage}
          columns={[
            { key: 'stage', header: t`Stage`, cell: stage },
            { key: 'count', header: t`This period`, nowrap: true, cell: (step) => format.number(step.count) },
            {
              key: 'conversion',
              header: t`From the stage before`,
              nowrap: true,
              cell: (step) =>
                step.conversion === null
                  ? '—'
                  : format.number(step.conversion, { style: 'percent', maximumFractionDigits: 0 }),
            },
            {
              key: 'median',
              header: t`Median time in stage`,
              nowrap: true,
              cell: (step) =>
                step.medianDaysInStage === null
                  ? '—'
                  : format.number(step.medianDaysInStage, {
                      style: 'unit',
                      unit: 'day',
                      unitDisplay: 'long',
                      maximumFractionDigits: 1,
                    }),
            },
          ]}
        />
      </Card>
    </>
  );
}
