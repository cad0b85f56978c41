// The body and heading fonts (Inter, Outfit: variable weights), a chunk of their own that main.tsx
// loads once the first screen is done (lib/first-screen.ts, decision 042). Until they are in, text is
// set in the metric-matched local faces of global.css.
//
// They are declared through the FontFace API rather than a stylesheet of @font-face rules (decision
// 044): a stylesheet added to a page already laid out makes the browser restyle and lay out every
// element, and each face arriving on its own would lay the text out again. Here the Latin faces are
// fetched first and added together once both have arrived: the page is laid out once, with them.
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import outfitLatinExt from '@fontsource-variable/outfit/files/outfit-latin-ext-wght-normal.woff2?url';
import outfitLatin from '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url';

// Fontsource's unicode ranges for its Latin and Latin Extended subsets. Other scripts (Greek,
// Cyrillic) are set in the local faces.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXTENDED =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

interface WebFont {
  family: string;
  url: string;
  unicodeRange: string;
  /** Fetched before the faces are added; the others only if a page uses their characters. */
  eager: boolean;
}

/** The family names are the ones tokens.css asks for. */
export const WEB_FONTS: readonly WebFont[] = [
  { family: 'Inter Variable', url: interLatin, unicodeRange: LATIN, eager: true },
  { family: 'Outfit Variable', url: outfitLatin, unicodeRange: LATIN, eager: true },
  { family: 'Inter Variable', url: interLatinExt, unicodeRange: LATIN_EXTENDED, eager: false },
  { family: 'Outfit Variable', url: outfitLatinExt, unicodeRange: LATIN_EXTENDED, eager: false },
];

/**
 * Fetches the Latin faces and adds every face to `fonts` at once. A face that fails to load is still
 * added (the browser keeps the local face for its text); nothing is thrown.
 */
export async function loadWebFonts(fonts: FontFaceSet = document.fonts): Promise<void> {
  const faces = WEB_FONTS.map(
    (font) =>
      [
        font,
        new FontFace(font.family, `url(${font.url}) format('woff2')`, {
          weight: '100 900',
          style: 'normal',
          display: 'swap',
          unicodeRange: font.unicodeRange,
        }),
      ] as const,
  );
  await Promise.allSettled(faces.filter(([font]) => font.eager).map(([, face]) => face.load()));
  for (const [, face] of faces) fonts.add(face);
}
