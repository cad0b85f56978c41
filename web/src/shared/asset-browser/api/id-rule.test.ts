import { MESSAGES } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, mockFetch, signInWith } from '../../../test/utils';
import { createFolder } from './create-folder';
import { deleteAsset } from './delete-asset';
import { browser, downloadAsset } from './download';
import { moveAssets } from './move-assets';
import { renameAsset } from './rename-asset';
import { uploadIntoParent } from './upload-into-parent';

/** SPEC §5: the asset calls refuse a non-numeric id before any request, with the message of their call. */
describe('asset calls: the id rule', () => {
  beforeEach(() => signInWith(makeToken()));
  afterEach(() => vi.restoreAllMocks());

  it('refuses a bad id of a get, delete, rename or move, and a bad parent, without a call', async () => {
    const fetchMock = mockFetch({});
    const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => {});
    const bad = Number.NaN;
    await expect(downloadAsset(bad)).rejects.toMatchObject({ message: MESSAGES.idInvalid });
    await expect(deleteAsset(bad)).rejects.toMatchObject({ message: MESSAGES.idInvalid });
    await expect(renameAsset(bad, 'a')).rejects.toMatchObject({ message: MESSAGES.idInvalid });
    await expect(moveAssets([1, bad], 2)).rejects.toMatchObject({ message: MESSAGES.idInvalid });
    await expect(moveAssets([1], bad)).rejects.toMatchObject({ message: MESSAGES.parentIdInvalidMove });
    await expect(createFolder(bad, 'New')).rejects.toMatchObject({ message: MESSAGES.parentIdInvalid });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses an upload into a bad parent without opening a request', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const file = new File(['x'], 'x.txt', { type: 'text/plain' });
    await expect(uploadIntoParent(Number.NaN, file)).rejects.toMatchObject({
      code: 400,
      message: MESSAGES.parentIdInvalid,
    });
    expect(open).not.toHaveBeenCalled();
  });
});
