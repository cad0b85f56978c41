import { type FormFile, MINIMAL_PDF, pngOf } from '../modules/games/test-support.ts';

/** A PDF (MINIMAL_PDF) sent as `name` in the form field `field`. */
export function pdfFile(field: string, name: string): FormFile {
  return { field, name, content: MINIMAL_PDF, type: 'application/pdf' };
}

/** A PNG of one colour (pngOf) sent as `name` in the form field `field`. */
export async function pngFile(field: string, name: string, colour: string): Promise<FormFile> {
  return { field, name, content: await pngOf(colour), type: 'image/png' };
}
