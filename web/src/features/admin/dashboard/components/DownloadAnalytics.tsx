import type { DownloadAnalytics as Analytics } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { toFailure } from '../../../../lib/api-client';
import { AdminLoading, formatDate, LoadProblem } from '../../../../shared/admin';
import { formatBytes } from '../../../../shared/asset-browser/rules';
import {
  downloadAnalyticsQueryOptions,
  fetchDownloadsCsv,
  type OperatorFilter,
  saveFile,
} from '../api/dashboard';
import styles from './DownloadAnalytics.module.css';

// The chart library loads with the charts, after the counts: it never reaches public pages.
const DownloadCharts = lazy(() => import('./DownloadCharts'));

const number = new Intl.NumberFormat('en-GB');

const dayText = (date: string) => formatDate(date, 'longDay');

/** The filter's choices: the operators with downloads in the unfiltered period. */
function operatorOptions(all: Analytics | undefined): { value: string; label: string }[] {
  const options = [{ value: '', label: 'All operators' }];
  for (const operator of all?.perOperator ?? []) {
    options.push(
      operator.operatorId === null
        ? { value: 'none', label: 'No operator (staff and guests)' }
        : {
            value: String(operator.operatorId),
            label: operator.operatorName ?? `Deleted operator ${operator.operatorId}`,
          },
    );
  }
  return options;
}

function Totals({ analytics }: { analytics: Analytics }) {
  const { totals } = analytics;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Downloads</dt>
        <dd>{number.format(totals.downloads)}</dd>
      </div>
      <div>
        <dt>Files</dt>
        <dd>{number.format(totals.files)}</dd>
      </div>
      <div>
        <dt>Zips</dt>
        <dd>{number.format(totals.zips)}</dd>
      </div>
      <div>
        <dt>Data sent</dt>
        <dd>{formatBytes(totals.bytes) || '0 B'}</dd>
      </div>
      <div>
        <dt>Users</dt>
        <dd>{number.format(totals.users)}</dd>
      </div>
    </dl>
  );
}

function CsvExport({ analytics, operator }: { analytics: Analytics; operator: OperatorFilter }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const file = await fetchDownloadsCsv({ from: analytics.from, to: analytics.to, operator });
      saveFile(file, `downloads-${analytics.from}-to-${analytics.to}.csv`);
    } catch (error) {
      alerts.danger(toFailure(error).message || 'The export did not download. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void exportCsv()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={16} label="Preparing the CSV" /> : <Download size={16} aria-hidden="true" />}
      Export CSV
    </Button>
  );
}

/** The dashboard's download analytics: 30 days of downloads, filtered by operator, with a CSV export. */
export function DownloadAnalytics() {
  const [operator, setOperator] = useState<OperatorFilter>('');
  const all = useQuery(downloadAnalyticsQueryOptions(''));
  const filtered = useQuery({
    ...downloadAnalyticsQueryOptions(operator),
    placeholderData: (previous) => previous,
  });
  const filterId = useId();
  const analytics = filtered.data;

  return (
    <section aria-labelledby="download-analytics" className={styles.section}>
      <div className={styles.header}>
        <div>
          <h2 id="download-analytics" className={styles.heading}>
            Downloads
          </h2>
          <p className={styles.lead}>
            {analytics
              ? `${dayText(analytics.from)} to ${dayText(analytics.to)}. Every file and zip download is counted.`
              : 'The last 30 days of file and zip downloads.'}
          </p>
        </div>
        <div className={styles.tools}>
          <div className={styles.filter}>
            <label htmlFor={filterId}>Operator</label>
            <select id={filterId} value={operator} onChange={(event) => setOperator(event.target.value)}>
              {operatorOptions(all.data).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {analytics ? <CsvExport analytics={analytics} operator={operator} /> : null}
        </div>
      </div>
      {filtered.isError && !analytics ? (
        <LoadProblem
          what="The download analytics"
          error={filtered.error}
          onRetry={() => void filtered.refetch()}
        />
      ) : !analytics ? (
        <AdminLoading label="Loading the download analytics" part />
      ) : (
        <div aria-busy={filtered.isFetching || undefined}>
          <Totals analytics={analytics} />
          <Suspense fallback={<AdminLoading label="Loading the charts" part />}>
            <DownloadCharts analytics={analytics} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
