import type { SearchAnswer, SearchKind, SearchResult } from '@portal/domain/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, TryAgainButton } from '../../../components/Button';
import { Container, EmptyState, PageHeader } from '../../../components/Page';
import { ApiError } from '../../../lib/api-client';
import { usePageReady } from '../../../lib/loading';
import { searchPagesQueryOptions } from '../api/search';
import { useSearchRequest } from '../hooks/useSearchRequest';
import { KIND_LABELS, KINDS, PAGE_SIZE, parseKinds, parsePage, searchPageHref } from '../search';
import { KindIcon } from './KindIcon';
import { MarkedText } from './MarkedText';
import styles from './SearchPage.module.css';

function total(answer: SearchAnswer | undefined, kinds: readonly SearchKind[]): number {
  if (!answer) return 0;
  return (kinds.length > 0 ? kinds : KINDS).reduce((sum, kind) => sum + (answer.counts[kind] ?? 0), 0);
}

/** The kind filters: links, so each choice is a step of the history that Back undoes. */
function KindFilters({
  q,
  kinds,
  answer,
}: {
  q: string;
  kinds: SearchKind[];
  answer: SearchAnswer | undefined;
}) {
  const all = kinds.length === 0;
  const count = (value: number | undefined) =>
    answer ? <span className={styles.filterCount}>{value ?? 0}</span> : null;
  return (
    <nav aria-label="Filter results by kind" className={styles.filters}>
      <ul>
        <li>
          <Link to={searchPageHref(q)} className={styles.filter} aria-current={all ? 'true' : undefined}>
            All {count(total(answer, []))}
          </Link>
        </li>
        {KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={searchPageHref(q, [kind])}
              className={styles.filter}
              aria-current={kinds.length === 1 && kinds[0] === kind ? 'true' : undefined}
            >
              {KIND_LABELS[kind]} {count(answer?.counts[kind])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className={styles.result}>
      <KindIcon result={result} className={styles.resultIcon} />
      <div className={styles.resultBody}>
        <Link to={result.href} className={styles.resultTitle}>
          <MarkedText parts={result.titleParts} />
        </Link>
        <p className={styles.resultMeta}>
          <span className={styles.resultKind}>{KIND_LABELS[result.kind]}</span>
          {result.kind === 'asset' && result.path.length > 0 ? (
            <span className={styles.resultPath}>
              <span className="visually-hidden">in </span>
              {result.path.join(' › ')}
            </span>
          ) : null}
        </p>
        {result.excerptParts.length > 0 ? (
          <p className={styles.resultExcerpt}>
            <MarkedText parts={result.excerptParts} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

function SkeletonResults() {
  return (
    <ul className={styles.results} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((n) => (
        <li key={n} className={`${styles.result} ${styles.skeleton}`}>
          <span className={styles.skeletonIcon} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonTitle} />
            <span className={styles.skeletonText} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The search form at the top of the page; submitting starts again at page 1 with the same kinds. */
function SearchForm({ q, kinds }: { q: string; kinds: SearchKind[] }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== '') navigate(searchPageHref(text, kinds));
  }
  return (
    <search>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search the portal
        </label>
        <input
          id="search-page-input"
          className={styles.formInput}
          type="search"
          enterKeyHint="search"
          maxLength={200}
          placeholder="Search games, assets, news…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}

/**
 * /search?q=&kinds=&page=: every result the caller may read, with kind filters and their counts and
 * pages of PAGE_SIZE. The query, the filter and the page are in the address, so Back and a reload
 * show the same results. The server pages by cursor: page n is reached by asking for the pages
 * before it (kept in the cache, so Previous and Back cost no request).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const kinds = parseKinds(params.get('kinds'));
  const page = parsePage(params.get('page'));
  const request = useSearchRequest(q, kinds, PAGE_SIZE);
  const pages = useInfiniteQuery(searchPagesQueryOptions(request));
  const loaded = pages.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = pages;

  useEffect(() => {
    if (loaded > 0 && loaded < page && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [loaded, page, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const first = pages.data?.pages[0];
  const shown = pages.data?.pages[page - 1];
  const reaching =
    q !== '' && !isError && (pages.isPending || (shown === undefined && (hasNextPage || isFetchingNextPage)));
  usePageReady(!reaching);

  const matching = total(first, kinds);
  const pageCount = Math.max(1, Math.ceil(matching / PAGE_SIZE));
  const failure = pages.error instanceof ApiError && pages.error.code === 400 ? pages.error.message : null;

  let body: ReactNode;
  if (q === '') {
    body = (
      <EmptyState title="What are you looking for?">
        <p>Type a game's name, a file name or a few words from a story, then press Search.</p>
      </EmptyState>
    );
  } else if (isError && !shown) {
    body = (
      <div className={styles.problem} role="alert">
        <p>{failure ?? 'The search could not be completed.'}</p>
        {failure ? null : <TryAgainButton onClick={() => void pages.refetch()} />}
      </div>
    );
  } else if (reaching) {
    body = (
      <>
        <p role="status" className={styles.summary}>
          Searching…
        </p>
        <SkeletonResults />
      </>
    );
  } else if (!shown || shown.results.length === 0) {
    body =
      page > 1 && matching > 0 ? (
        <EmptyState icon={<SearchX />} title={`There is no page ${page} of these results.`}>
          <p>
            <Link to={searchPageHref(q, kinds)}>Back to the first page</Link>
          </p>
        </EmptyState>
      ) : (
        <EmptyState icon={<SearchX />} title={`No results for '${q}'.`}>
          <p>Check the spelling or try fewer words.</p>
          {kinds.length > 0 ? (
            <p>
              <Link to={searchPageHref(q)}>Search every kind</Link>
            </p>
          ) : null}
        </EmptyState>
      );
  } else {
    const from = (page - 1) * PAGE_SIZE + 1;
    const to = from + shown.results.length - 1;
    body = (
      <>
        <p role="status" className={styles.summary}>
          {from}–{to} of {matching} {matching === 1 ? 'result' : 'results'} for '{q}'
        </p>
        <ul className={styles.results}>
          {shown.results.map((result) => (
            <ResultItem key={`${result.kind}-${result.id}`} result={result} />
          ))}
        </ul>
        <nav className={styles.paging} aria-label="Pages of results">
          {page > 1 ? (
            <Link className={styles.pageStep} to={searchPageHref(q, kinds, page - 1)} rel="prev">
              <ChevronLeft aria-hidden="true" /> Previous
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.pageOf}>
            Page {page} of {pageCount}
          </span>
          {shown.nextCursor ? (
            <Link className={styles.pageStep} to={searchPageHref(q, kinds, page + 1)} rel="next">
              Next <ChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Search" title={q ? `Results for '${q}'` : 'Search the portal'}>
        <SearchForm q={q} kinds={kinds} />
      </PageHeader>
      <Container>
        <div className={styles.layout}>
          {q !== '' ? <KindFilters q={q} kinds={kinds} answer={first} /> : null}
          <section className={styles.main} aria-label="Results" aria-busy={reaching || undefined}>
            {body}
          </section>
        </div>
      </Container>
    </>
  );
}
