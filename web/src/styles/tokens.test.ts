import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('design tokens', () => {
  it('every var(--…) the styles use is defined: in tokens.css, by a component, or set from code', () => {
    const texts = sources(SRC).map((path) => readFileSync(path, 'utf8'));
    const defined = new Set<string>();
    const used = new Set<string>();
    for (const text of texts) {
      // '--x:' in a style sheet, or '--x': in a style object.
      for (const match of text.matchAll(/(--[\w-]+)'?\s*:/g)) defined.add(match[1]!);
      for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(match[1]!);
    }
    // Radix sets its own on the elements it positions.
    const undefinedTokens = [...used].filter((name) => !defined.has(name) && !name.startsWith('--radix-'));
    expect(undefinedTokens).toEqual([]);
  });
});
