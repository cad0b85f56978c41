import { describe, expect, it } from 'vitest';
import { drawFormData, drawValues } from './form-values';

describe('drawFormData', () => {
  it('sends an edit with the revision it started from (decision 070), and an addition without one', () => {
    const values = { ...drawValues('popular'), name: 'Lotto' };
    values.details.description = '<p>Tom &amp; Jerry &lt;b&gt;</p><p>Twice</p>';
    const edit = drawFormData('popular', values, 4, 2);
    expect(edit.get('type')).toBe('PUT');
    expect(edit.get('id')).toBe('4');
    expect(edit.get('baseRevision')).toBe('2');
    expect(edit.get('description')).toBe('<p>Tom &amp; Jerry &lt;b&gt;</p><p>Twice</p>');

    const addition = drawFormData('popular', values, null);
    expect(addition.get('type')).toBe('POST');
    expect(addition.has('id')).toBe(false);
    expect(addition.has('baseRevision')).toBe(false);
  });
});
