import { parseId } from '@portal/domain';
import type { ContentPage } from '@portal/domain/schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import { DirectoryListing, type TreeKind, useFolderParam } from '../../../shared/asset-browser';
import { ContentPageHeader, ContentSections, PageHeroView } from '../../../shared/page-content';
import styles from './AssetPages.module.css';

/**
 * The shelves of the asset manager (SPEC §7 'Assets'): the resource library, the two document
 * centres and the caller's own folder, each with the content document that introduces it.
 */
const SHELVES: {
  key: string;
  label: string;
  kind: TreeKind;
  /** The content document that introduces the shelf; null: its own words below. */
  page: ContentPage | null;
  fallback: { eyebrow: string; title: string; text: string };
}[] = [
  {
    key: 'library',
    label: 'Resource library',
    kind: 'library',
    page: 'assetmanagerpage',
    fallback: {
      eyebrow: 'Resource library',
      title: 'Asset Manager',
      text: 'Logos, key art, videos and documents for every game, ready to download for your campaigns.',
    },
  },
  {
    key: 'documents',
    label: 'Document Centre',
    kind: 'documentCentre',
    page: 'documentspage',
    fallback: {
      eyebrow: 'Resource library',
      title: 'Document Centre',
      text: 'Rules, certificates, brand guidelines and other documents to download.',
    },
  },
  {
    key: 'financial',
    label: 'Financial documents',
    kind: 'financialDocumentCentre',
    page: null,
    fallback: {
      eyebrow: 'Resource library',
      title: 'Financial Document Centre',
      text: 'Reports, presentations and statements for our partners.',
    },
  },
  {
    key: 'mine',
    label: 'Your folder',
    kind: 'user',
    page: null,
    fallback: {
      eyebrow: 'Resource library',
      title: 'Your folder',
      text: 'Files we have prepared for you alone.',
    },
  },
];

/** The last value that was not null (a value once set survives its clearing). */
function useLastSet<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

/**
 * /asset-manager: the resource library, the document centres and the caller's own folder, read-only,
 * for every user with the asset permission. The shelf and the folder shown are in the address
 * (?shelf=, ?folder=), so a reload or a shared link opens them again; ?highlight= marks an item of
 * that folder (a search result's asset).
 */
export function AssetManagerPage() {
  usePageReady();
  const [params] = useSearchParams();
  const shelf = SHELVES.find((candidate) => candidate.key === params.get('shelf')) ?? SHELVES[0]!;
  const [folderId, onFolderChange] = useFolderParam();
  // A search result opens an asset in its folder, highlighted (?folder=&highlight=).
  const highlightId = parseId(params.get('highlight'));
  // The listing reads its folder once: a new highlighted item (another result opened from here) opens
  // it afresh, while the highlight's clearing (the reader opened another folder) leaves it be.
  const highlightVisit = useLastSet(highlightId);
  return (
    <>
      {shelf.page ? (
        <ContentPageHeader key={shelf.page} page={shelf.page} fallback={shelf.fallback} />
      ) : (
        <PageHeroView hero={{ ...shelf.fallback, highlight: '', image: null, callsToAction: [] }} />
      )}
      <Container>
        <div className={styles.listing}>
          <nav className={styles.shelves} aria-label="Asset shelves">
            {SHELVES.map((candidate) => (
              <Link
                key={candidate.key}
                to={candidate.key === 'library' ? '/asset-manager' : `/asset-manager?shelf=${candidate.key}`}
                className={candidate === shelf ? `${styles.shelf} ${styles.shelfActive}` : styles.shelf}
                aria-current={candidate === shelf ? 'page' : undefined}
              >
                {candidate.label}
              </Link>
            ))}
          </nav>
          <DirectoryListing
            key={`${shelf.key}:${highlightVisit ?? ''}`}
            kind={shelf.kind}
            folderId={folderId}
            highlightId={highlightId}
            readOnly
            showDownloadAll
            label={shelf.label}
            onFolderChange={onFolderChange}
          />
          <p className={styles.hint}>
            Open a folder to see what is inside; images open in a preview. Download a whole folder as a zip
            with the button beside the folder name.
          </p>
        </div>
      </Container>
      {shelf.page ? <ContentSections key={`sections-${shelf.page}`} page={shelf.page} /> : null}
    </>
  );
}
