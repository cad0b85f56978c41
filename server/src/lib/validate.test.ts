import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error.ts';
import { validate } from './validate.ts';

const Form = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

function refusal(input: unknown): string {
  try {
    validate(Form, input);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('validate took the input');
}

describe('validate', () => {
  it('answers the parsed input', () => {
    expect(validate(Form, { name: 'Gold', extra: 1 })).toEqual({ name: 'Gold' });
  });

  it("names the field of zod's own messages", () => {
    expect(refusal({ name: 3 })).toMatch(/^name: Invalid input/);
  });

  // Found by server/src/fuzz.test.ts: PostgreSQL answered text holding U+0000 (a login's email, a game
  // name, a guest slug) with a 500, where SQLite kept it.
  it('refuses text holding a NUL character anywhere, naming where', () => {
    expect(refusal({ name: 'a\u0000b' })).toBe('name: Text cannot contain the NUL character (U+0000).');
    expect(refusal({ name: 'a', tags: ['ok', '\u0000'] })).toMatch(/^tags\.1: /);
    expect(refusal({ name: 'a', 'x\u0000': 'y' })).toBe(
      'x\u0000: Text cannot contain the NUL character (U+0000).',
    );
    expect(refusal('\u0000')).toBe('Text cannot contain the NUL character (U+0000).');
  });
});
