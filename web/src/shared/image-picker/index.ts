export { type ImageArea, storedImagesQueryOptions } from './api';
export { ImagePicker, type ImagePickerProps } from './ImagePicker';
