import type { DownloadAnalytics } from '@portal/domain/schemas';
import { type ReactNode, useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '../../../../components/Button';
import { formatDate } from '../../../../shared/admin';
import { formatBytes } from '../../../../shared/asset-browser/rules';
import styles from './DownloadAnalytics.module.css';

const number = new Intl.NumberFormat('en-GB');

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart with its numbers as a table: the table is always there for screen readers (the drawing
 * is hidden from them) and 'Show as table' puts it on screen instead of the chart.
 */
function ChartCard<Row>({
  title,
  rows,
  rowKey,
  columns,
  empty,
  height = 260,
  accent = false,
  children,
}: {
  title: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  empty: string;
  height?: number;
  /** Bars in the accent colour rather than the brand's. */
  accent?: boolean;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const hasData = rows.length > 0;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          {title}
        </h3>
        {hasData ? (
          <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        ) : null}
      </div>
      {!hasData ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <>
          {asTable ? null : (
            <div
              className={accent ? `${styles.chart} ${styles.accent}` : styles.chart}
              style={{ height }}
              aria-hidden="true"
              data-testid="chart"
            >
              <ResponsiveContainer width="100%" height="100%">
                {children as React.ReactElement}
              </ResponsiveContainer>
            </div>
          )}
          <div className={asTable ? styles.tableWrap : 'visually-hidden'}>
            <table className={styles.table}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={column.numeric ? styles.numeric : undefined}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th key={column.header} scope="row">
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.header} className={column.numeric ? styles.numeric : undefined}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

const dayLabel = (date: string) => formatDate(date, 'dayMonth');

const downloadsColumn = <Row extends { downloads: number }>(): Column<Row> => ({
  header: 'Downloads',
  cell: (row) => number.format(row.downloads),
  numeric: true,
});
const bytesColumn = <Row extends { bytes: number }>(): Column<Row> => ({
  header: 'Data sent',
  cell: (row) => formatBytes(row.bytes),
  numeric: true,
});

/** About how many characters of 12 px text fit in `width` pixels. */
const charactersIn = (width: number) => Math.floor(width / 6.8);

/** A name cut to `length` characters with an ellipsis, so that a chart's label stays on one line. */
function shortLabel(name: string, length: number): string {
  return name.length <= length ? name : `${name.slice(0, length - 1).trimEnd()}…`;
}

/**
 * A horizontal bar chart of named counts (top assets, top games, operators). A long name is cut on
 * its axis (two-line labels ran into their neighbours); the bar's tooltip and the table show it whole.
 */
function RankingChart({
  data,
  labelWidth = 140,
}: {
  data: { name: string; downloads: number }[];
  labelWidth?: number;
}) {
  return (
    <BarChart
      accessibilityLayer={false}
      data={data}
      layout="vertical"
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
    >
      <CartesianGrid horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
      <YAxis
        type="category"
        dataKey="name"
        width={labelWidth}
        tick={{ fontSize: 12 }}
        interval={0}
        tickFormatter={(name: string) => shortLabel(name, charactersIn(labelWidth))}
      />
      <Tooltip formatter={(value) => [number.format(Number(value)), 'Downloads']} />
      <Bar dataKey="downloads" fill="currentColor" radius={[0, 4, 4, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

const rankingHeight = (rows: number) => Math.max(160, rows * 32 + 40);

/** The four charts of the download analytics; loaded on demand with the chart library. */
export default function DownloadCharts({ analytics }: { analytics: DownloadAnalytics }) {
  // Many files share a name ('Artwork'): each says whose it is, its game or else its folder.
  const assets = analytics.topAssets.map((asset) => ({
    ...asset,
    name: asset.context ? `${asset.name} — ${asset.context}` : asset.name,
  }));
  const games = analytics.topGames.map((game) => ({
    ...game,
    name: game.gameName ?? `Deleted game ${game.gameId}`,
  }));
  const operators = analytics.perOperator.map((operator) => ({
    ...operator,
    name:
      operator.operatorName ??
      (operator.operatorId === null
        ? 'No operator (staff and guests)'
        : `Deleted operator ${operator.operatorId}`),
  }));
  return (
    <div className={styles.charts}>
      <div className={styles.wide}>
        <ChartCard
          title="Downloads per day"
          rows={analytics.perDay}
          rowKey={(day) => day.date}
          columns={[{ header: 'Day', cell: (day) => dayLabel(day.date) }, downloadsColumn(), bytesColumn()]}
          empty="No days in this period."
        >
          <BarChart
            accessibilityLayer={false}
            data={analytics.perDay}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          >
            <CartesianGrid vertical={false} />
            <XAxis dataKey="date" tickFormatter={dayLabel} tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip
              labelFormatter={(label) => dayLabel(String(label))}
              formatter={(value) => [number.format(Number(value)), 'Downloads']}
            />
            <Bar dataKey="downloads" fill="currentColor" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ChartCard>
      </div>
      <ChartCard
        title="Top assets"
        rows={assets}
        rowKey={(asset) => `${asset.kind}-${asset.assetId}`}
        columns={[
          { header: 'Asset', cell: (asset) => (asset.kind === 'zip' ? `${asset.name} (zip)` : asset.name) },
          downloadsColumn(),
          bytesColumn(),
        ]}
        empty="Nothing was downloaded in this period."
        height={rankingHeight(assets.length)}
      >
        <RankingChart data={assets} labelWidth={190} />
      </ChartCard>
      <ChartCard
        title="Top games"
        rows={games}
        rowKey={(game) => String(game.gameId)}
        columns={[{ header: 'Game', cell: (game) => game.name }, downloadsColumn(), bytesColumn()]}
        empty="No game's files were downloaded in this period."
        height={rankingHeight(games.length)}
      >
        <RankingChart data={games} />
      </ChartCard>
      <div className={styles.wide}>
        <ChartCard
          title="Downloads per operator"
          rows={operators}
          rowKey={(operator) => String(operator.operatorId)}
          columns={[
            { header: 'Operator', cell: (operator) => operator.name },
            downloadsColumn(),
            bytesColumn(),
          ]}
          empty="Nothing was downloaded in this period."
          height={rankingHeight(operators.length)}
          accent
        >
          <RankingChart data={operators} labelWidth={180} />
        </ChartCard>
      </div>
    </div>
  );
}
