import { describe, expect, it } from 'vitest';
import { TrashRestoreForm } from './assets.ts';

describe('TrashRestoreForm', () => {
  it('restores where it was without a parentId, and into a folder with one', () => {
    expect(TrashRestoreForm.parse({ id: '12' })).toEqual({ id: 12, parentId: null });
    expect(TrashRestoreForm.parse({ id: '12', parentId: '' })).toEqual({ id: 12, parentId: null });
    expect(TrashRestoreForm.parse({ id: '12', parentId: '7' })).toEqual({ id: 12, parentId: 7 });
  });

  it("refuses a bad id and a bad parentId with SPEC §5's sentences", () => {
    const messages = (input: Record<string, unknown>) =>
      TrashRestoreForm.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['Id provided is invalid']);
    expect(messages({ id: 'x' })).toEqual(['Id provided is invalid']);
    expect(messages({ id: '3', parentId: 'up' })).toEqual(['Parent id provided is invalid']);
  });
});
