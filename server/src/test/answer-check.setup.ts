import { afterEach, expect } from 'vitest';
import { takeAnswerMismatches } from '../plugins/answer-check.ts';

afterEach(() => {
  expect(takeAnswerMismatches(), 'answers that do not match their route contract').toEqual([]);
});
