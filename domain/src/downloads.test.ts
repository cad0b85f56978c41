import { describe, expect, it } from 'vitest';
import { assetDownloadPath } from './downloads';

describe('assetDownloadPath', () => {
  it('sends a file to /download/asset/{id} and a folder to its zip', () => {
    expect(assetDownloadPath(12, false)).toBe('/download/asset/12');
    expect(assetDownloadPath(7, true)).toBe('/download/asset/zip/7');
  });
});
