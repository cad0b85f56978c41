import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { linkValidityText, PASSWORD_MESSAGES, passwordProblem } from './passwords';

describe('passwordProblem', () => {
  it('accepts passwords from the minimum to the maximum length', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });

  it('refuses shorter and longer ones with the length message', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(PASSWORD_MESSAGES.length);
    expect(PASSWORD_MESSAGES.length).toBe('Choose a password of 12 to 256 characters.');
  });

  it('counts characters, so eleven emoji are still too short', () => {
    expect(passwordProblem('🎲'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('🎲'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
  });
});

describe('linkValidityText', () => {
  it('says how long a link is valid, as the mail and the page say it', () => {
    expect(linkValidityText(1)).toBe('one hour');
    expect(linkValidityText(72)).toBe('72 hours');
  });
});
