export { createFolder } from './create-folder';
export { deleteAsset } from './delete-asset';
export { DIRECTORY_PATHS, directoryQueryOptions, fetchDirectory } from './directory';
export { browser, downloadAsset, downloadPath, getDownloadInfo } from './download';
export { assetKeys } from './keys';
export { moveAssets } from './move-assets';
export { renameAsset } from './rename-asset';
export type { AssetItem, AssetType, DownloadInfo, TreeKind } from './types';
export { type UploadOptions, uploadIntoParent } from './upload-into-parent';
