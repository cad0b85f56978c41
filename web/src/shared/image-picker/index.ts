export { type ImageArea, storedImagesQueryOptions, uploadImages } from './api';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
