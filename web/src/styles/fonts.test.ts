import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWebFonts, WEB_FONTS } from './fonts';

/** The browser's FontFace, as far as loadWebFonts uses it: each load settles when the test says. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  loads = 0;
  private settle!: (ok: boolean) => void;
  private readonly loaded = new Promise<boolean>((resolve) => {
    this.settle = resolve;
  });
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load() {
    this.loads += 1;
    return this.loaded.then((ok) => (ok ? this : Promise.reject(new Error('network error'))));
  }
  arrive(ok = true) {
    this.settle(ok);
  }
}

function fakeFontSet() {
  const added: FakeFontFace[] = [];
  return { added, set: { add: (face: FakeFontFace) => added.push(face) } as unknown as FontFaceSet };
}

describe('loadWebFonts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeFontFace.made = [];
  });

  it('adds every face at once, only after the Latin faces have arrived, so the page is laid out once', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const fonts = fakeFontSet();
    const done = loadWebFonts(fonts.set);

    const latin = FakeFontFace.made.filter((face) => face.loads === 1);
    expect(latin.map((face) => face.family).sort()).toEqual(['Inter Variable', 'Outfit Variable']);
    // Latin Extended is fetched only by a page that uses its characters.
    expect(FakeFontFace.made.filter((face) => face.loads === 0)).toHaveLength(2);

    latin[0]!.arrive();
    await Promise.resolve();
    expect(fonts.added).toEqual([]);
    latin[1]!.arrive();
    await done;
    expect(fonts.added).toHaveLength(WEB_FONTS.length);
    for (const face of fonts.added) {
      expect(face.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
      expect(face.source).toMatch(/^url\(.+\.woff2\) format\('woff2'\)$/);
    }
  });

  it('still adds the faces when one fails to arrive (its text keeps the local face), and throws nothing', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const fonts = fakeFontSet();
    const done = loadWebFonts(fonts.set);
    const [inter, outfit] = FakeFontFace.made.filter((face) => face.loads === 1);
    inter!.arrive(false);
    outfit!.arrive();
    await expect(done).resolves.toBeUndefined();
    expect(fonts.added).toHaveLength(WEB_FONTS.length);
  });
});
