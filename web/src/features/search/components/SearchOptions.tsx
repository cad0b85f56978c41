import type { SearchResult } from '@portal/domain/schemas';
import { optionId, type ResultGroup } from '../search';
import { KindIcon } from './KindIcon';
import { MarkedText } from './MarkedText';
import styles from './Search.module.css';

/** The secondary line of a result: an asset's folder path, else its excerpt. */
function ResultDetail({ result }: { result: SearchResult }) {
  if (result.kind === 'asset' && result.path.length > 0) {
    return <span className={styles.optionDetail}>{result.path.join(' › ')}</span>;
  }
  if (result.excerptParts.length === 0) return null;
  return <MarkedText parts={result.excerptParts} className={styles.optionDetail} />;
}

/**
 * The groups of the search popup's listbox: each kind's name and count, then its options, the
 * matched words marked and an asset's folder path shown. The box keeps the focus and names the
 * active option (aria-activedescendant); a click opens one.
 */
export function SearchOptions({
  idPrefix,
  groups,
  activeId,
  onChoose,
}: {
  idPrefix: string;
  groups: ResultGroup[];
  activeId: string | undefined;
  onChoose: (href: string) => void;
}) {
  return groups.map((group) => (
    // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group (APG)
    <div key={group.kind} role="group" aria-labelledby={`${idPrefix}-group-${group.kind}`}>
      <div id={`${idPrefix}-group-${group.kind}`} role="presentation" className={styles.groupLabel}>
        {group.label} <span className={styles.groupCount}>({group.count})</span>
      </div>
      {group.results.map((result, index) => {
        const id = optionId(idPrefix, result, index);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the box's keys choose options (aria-activedescendant)
          <div
            key={id}
            id={id}
            role="option"
            tabIndex={-1}
            aria-selected={activeId === id}
            className={styles.option}
            onClick={() => onChoose(result.href)}
          >
            <KindIcon result={result} className={styles.optionIcon} />
            <span className={styles.optionText}>
              <MarkedText parts={result.titleParts} className={styles.optionTitle} />
              <ResultDetail result={result} />
            </span>
          </div>
        );
      })}
    </div>
  ));
}
