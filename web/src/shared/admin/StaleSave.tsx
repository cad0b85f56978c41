import { useState } from 'react';
import { Button } from '../../components/Button';
import styles from './StaleSave.module.css';

/** One field that differs between the saved version and the editor's. */
export interface Difference {
  field: string;
  theirs: string;
  yours: string;
}

/** A value as a person reads it in the comparison: HTML as its text, lists joined, nothing as '—'. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string')
    return (
      value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || '—'
    );
  if (Array.isArray(value)) return value.map(readable).join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields of `labels` whose values differ between `theirs` and `yours`, in the order of `labels`. */
export function differences(
  theirs: Record<string, unknown>,
  yours: Record<string, unknown>,
  labels: Record<string, string>,
): Difference[] {
  return Object.entries(labels).flatMap(([key, field]) =>
    JSON.stringify(theirs[key] ?? null) === JSON.stringify(yours[key] ?? null)
      ? []
      : [{ field, theirs: readable(theirs[key]), yours: readable(yours[key]) }],
  );
}

/**
 * A save refused because someone else saved first (409, decision 070): the server's sentence (who,
 * when), then Reload (their version replaces the form) or See the difference (field by field, after
 * which the editor may save theirs over with Save over theirs).
 */
export function StaleSave({
  message,
  onReload,
  loadDifferences,
  onOverwrite,
}: {
  message: string;
  onReload: () => void;
  loadDifferences: () => Promise<Difference[]>;
  onOverwrite: () => void;
}) {
  const [shown, setShown] = useState<Difference[] | null>(null);
  const [loading, setLoading] = useState(false);
  async function show() {
    setLoading(true);
    try {
      setShown(await loadDifferences());
    } finally {
      setLoading(false);
    }
  }
  return (
    <section className={styles.stale} role="alert" aria-labelledby="stale-save-title">
      <p id="stale-save-title" className={styles.title}>
        Not saved: someone else saved first
      </p>
      <p>{message}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onReload}>
          Reload their version
        </Button>
        <Button variant="secondary" onClick={show} disabled={loading} aria-busy={loading || undefined}>
          See the difference
        </Button>
        {shown ? (
          <Button variant="ghost" onClick={onOverwrite}>
            Save mine over theirs
          </Button>
        ) : null}
      </div>
      {shown ? (
        shown.length === 0 ? (
          <p>Their version and yours say the same.</p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">Their version and yours</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Their version</th>
                <th scope="col">Yours</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((difference) => (
                <tr key={difference.field}>
                  <th scope="row">{difference.field}</th>
                  <td>{difference.theirs}</td>
                  <td>{difference.yours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </section>
  );
}
