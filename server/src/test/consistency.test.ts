import { describe, expect, it } from 'vitest';
import {
  type AssetLine,
  type BlobFile,
  blobProblems,
  ownerProblems,
  subtreeOf,
  type TreeOwners,
  treeProblems,
} from './consistency.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

const folder = (
  id: number,
  parentId: number | null,
  rootKey = 'library',
  name = `Folder ${id}`,
): AssetLine => ({
  id,
  parent_id: parentId,
  root_key: rootKey,
  name,
  type: 'folder',
  blob_sha256: null,
  size: null,
  thumbnail_sha256: null,
  preview_sha256: null,
});
const file = (id: number, parentId: number, sha256: string, size = 3, rootKey = 'library'): AssetLine => ({
  ...folder(id, parentId, rootKey, `File ${id}.txt`),
  type: 'file',
  blob_sha256: sha256,
  size,
});
const blob = (sha256: string, size = 3, contentSha256 = sha256): BlobFile => ({
  sha256,
  size,
  contentSha256,
});
const noOwners = (): TreeOwners => ({
  games: new Set(),
  drawGames: { popular: new Set(), frequency: new Set(), enhanced: new Set() },
  users: new Set(),
  operators: new Set(),
});

describe('treeProblems', () => {
  it('finds none in a tree', () => {
    expect(treeProblems([folder(1, null), folder(2, 1), file(3, 2, A)])).toEqual([]);
  });

  it('finds an orphan, a parent that is a file, a row of another tree, twin names and a cycle', () => {
    expect(treeProblems([folder(1, null), folder(2, 9)])).toEqual(['asset 2 (Folder 2) has no parent 9']);
    expect(treeProblems([folder(1, null), file(2, 1, A), folder(3, 2)])).toEqual([
      'asset 3 is inside a file',
    ]);
    expect(treeProblems([folder(1, null), folder(2, 1, 'game:4')])).toEqual([
      'asset 2 is keyed game:4 inside a folder of library',
    ]);
    expect(
      treeProblems([folder(1, null), folder(2, 1, 'library', 'X'), folder(3, 1, 'library', 'x')]),
    ).toEqual(['two items of folder 1 are named x']);
    expect(treeProblems([folder(1, 2), folder(2, 1)])).toEqual([
      'asset 1 is in a cycle',
      'asset 2 is in a cycle',
    ]);
  });
});

describe('blobProblems', () => {
  it('finds none when every file has its whole blob and every blob its row', () => {
    expect(blobProblems([folder(1, null), file(2, 1, A)], [blob(A)], [])).toEqual([]);
  });

  it('finds a missing, short or damaged blob, a blob of no row and a temporary file', () => {
    const rows = [folder(1, null), file(2, 1, A)];
    expect(blobProblems(rows, [], [])).toEqual(['the blob of file 2 (File 2.txt) is missing']);
    expect(blobProblems(rows, [blob(A, 2)], [])).toEqual(['the blob of file 2 has 2 bytes, 3 recorded']);
    expect(blobProblems(rows, [blob(A, 3, B)], [])).toEqual(['the blob of file 2 is damaged']);
    expect(blobProblems(rows, [blob(A), blob(B)], ['x.part'])).toEqual([
      `blob ${B} belongs to no row`,
      'temporary files are left: x.part',
    ]);
  });
});

describe('ownerProblems', () => {
  it("finds a per-item tree whose item is gone, but not a deleted game's kept files", () => {
    const owners = noOwners();
    owners.games.add(1);
    const rows = [
      folder(1, null, 'game:1'),
      folder(2, null, 'game:2', 'Lost (deleted game)'),
      folder(3, null, 'game:3', 'Half deleted'),
      folder(4, null, 'user:7', 'Ada (deleted game)'),
    ];
    expect(ownerProblems(rows, owners)).toEqual([
      'the tree game:3 (Half deleted) belongs to nothing',
      'the tree user:7 (Ada (deleted game)) belongs to nothing',
    ]);
  });
});

describe('subtreeOf', () => {
  it('is the row and every row below it', () => {
    const rows = [folder(1, null), folder(2, 1), file(3, 2, A), folder(4, 1)];
    expect(subtreeOf(rows, 2).map((row) => row.id)).toEqual([2, 3]);
    expect(subtreeOf(rows, 9)).toEqual([]);
  });
});
