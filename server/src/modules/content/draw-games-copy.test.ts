import { describe, expect, it } from 'vitest';
import { paragraphsToText, textToParagraphs } from './draw-games-copy.ts';

describe('the draw-games copy calls in terms of a page hero', () => {
  it('keeps paragraphs, line breaks, ampersands and text in angle brackets', () => {
    const html = '<p>Jackpots &amp; prizes</p><p>Draws on <b>Tuesday</b><br>and Friday &lt;8 pm&gt;</p>';
    expect(paragraphsToText(html)).toBe('Jackpots & prizes\n\nDraws on Tuesday\nand Friday <8 pm>');
    expect(textToParagraphs(paragraphsToText(html))).toBe(
      '<p>Jackpots &amp; prizes</p><p>Draws on Tuesday<br>and Friday &lt;8 pm&gt;</p>',
    );
  });

  it('drops script and markup it cannot show as plain text', () => {
    expect(paragraphsToText('<p>Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>')).toBe('Hi');
  });

  it('answers no paragraph for empty text', () => {
    expect(textToParagraphs('')).toBe('');
    expect(textToParagraphs('  \n\n ')).toBe('');
  });
});
