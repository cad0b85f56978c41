import sharp from 'sharp';

const THUMBNAIL_PX = 250;
const PREVIEW_PX = 1440;
/** sharp decodes a whole image in memory; larger uploads are kept as plain files without previews. */
export const IMAGE_MAX_BYTES = 200 * 1024 * 1024;

export interface ImageDerivatives {
  thumbnail: Buffer;
  preview: Buffer;
  width: number;
  height: number;
}

/**
 * A ~250 px thumbnail and a ~1440 px preview, both WebP, both within those bounds and never enlarged,
 * turned upright by the EXIF orientation. The original is not touched. SVGs come out rasterised, so
 * what the listing shows inline is always our own WebP, never the uploaded markup. Null when sharp
 * cannot read the bytes: the upload is then an ordinary file. The preview is encoded with effort 2,
 * half the time of the default for a few percent more bytes.
 */
export async function makeImageDerivatives(original: Buffer): Promise<ImageDerivatives | null> {
  try {
    const image = sharp(original, { failOn: 'error', animated: false }).rotate();
    const metadata = await image.metadata();
    const [thumbnail, preview] = await Promise.all([
      image
        .clone()
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
      image
        .clone()
        .resize(PREVIEW_PX, PREVIEW_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 2 })
        .toBuffer(),
    ]);
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = (turned ? metadata.height : metadata.width) ?? 0;
    const height = (turned ? metadata.width : metadata.height) ?? 0;
    if (width <= 0 || height <= 0) return null;
    return { thumbnail, preview, width, height };
  } catch {
    return null;
  }
}
