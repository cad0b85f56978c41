import { describe, expect, it } from 'vitest';
import { pageImages } from './content';

describe('pageImages', () => {
  it("names every image of a page document with its field: the hero's, the sections', the modules'", () => {
    const image = (id: number) => ({ id, alt: '' });
    expect(
      pageImages({
        hero: { image: image(1) },
        sections: [{ image: null }, { image: image(2) }],
        modules: [{ image: image(3) }],
      }),
    ).toEqual([
      { field: 'hero.image', id: 1 },
      { field: 'sections.1.image', id: 2 },
      { field: 'modules.0.image', id: 3 },
    ]);
    expect(pageImages({ hero: { image: null }, sections: [] })).toEqual([]);
  });
});
