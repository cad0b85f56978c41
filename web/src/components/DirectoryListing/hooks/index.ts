export { failureMessage } from './failure-message';
export { type AssetActions, useAssetActions } from './useAssetActions';
export { PREFETCH_LIMIT, useFolder, usePrefetchFolders } from './useFolder';
export { UPLOAD_CONCURRENCY, type UploadEntry, type UploadStatus, useUploads } from './useUploads';
