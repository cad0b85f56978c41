import { describe, expect, it } from 'vitest';
import { sanitiseDescription } from './rich-text.ts';

/** Issue 28 item 6: a description reads as its writer meant, however it arrived. */
describe('sanitiseDescription', () => {
  it("keeps the editor's HTML: '&', text in angle brackets, paragraphs and line breaks", () => {
    const html = '<p>Tom &amp; Jerry &lt;b&gt;not bold&lt;/b&gt;</p><p>Line one<br>line two</p>';
    expect(sanitiseDescription(html)).toBe(
      '<p>Tom &amp; Jerry &lt;b&gt;not bold&lt;/b&gt;</p><p>Line one<br />line two</p>',
    );
  });

  it('strips script and event handlers, and keeps lists as bullets', () => {
    expect(
      sanitiseDescription(
        '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p><ol><li>a</li></ol>',
      ),
    ).toBe('<p>Hi</p><ul><li>a</li></ul>');
  });

  it('reads plain text as paragraphs at blank lines and breaks at single ones', () => {
    expect(sanitiseDescription('Tom & Jerry\r\n\r\nFirst line\nsecond line\n\n\n  ')).toBe(
      '<p>Tom &amp; Jerry</p><p>First line<br />second line</p>',
    );
    expect(sanitiseDescription('Odds 1 < 2 and 3 > 2')).toBe('<p>Odds 1 &lt; 2 and 3 &gt; 2</p>');
  });

  it('reads text the old text box stored (already escaped, without paragraphs) for what it meant', () => {
    expect(sanitiseDescription('Tom &amp; Jerry\n\nRock &#39;n&#39; roll')).toBe(
      "<p>Tom &amp; Jerry</p><p>Rock 'n' roll</p>",
    );
    expect(sanitiseDescription('<strong>Big</strong> draws\n\nEvery day')).toBe(
      '<p><strong>Big</strong> draws</p><p>Every day</p>',
    );
  });

  it('unescapes HTML that was stored escaped, once, and sanitises it', () => {
    expect(sanitiseDescription('&lt;p&gt;Pick five &amp;amp; win&lt;/p&gt;&lt;p&gt;Twice&lt;/p&gt;')).toBe(
      '<p>Pick five &amp; win</p><p>Twice</p>',
    );
    expect(sanitiseDescription('&lt;p&gt;Hi&lt;script&gt;alert(1)&lt;/script&gt;&lt;/p&gt;')).toBe(
      '<p>Hi</p>',
    );
  });

  it('answers nothing for nothing', () => {
    expect(sanitiseDescription('')).toBe('');
    expect(sanitiseDescription('  \n\n ')).toBe('');
  });
});
