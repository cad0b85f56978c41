import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  NEW_FOLDER_FOCUS_DELAY_MS,
  REGION_COOKIE,
  REGION_COOKIE_DAYS,
  REGION_TOOLTIP_COOKIE,
  RESIZE_DEBOUNCE_MS,
  TOKEN_STORAGE_KEY,
  TOOLTIP_DEFAULT_OFFSET,
  VIDEO_EXPOSE,
} from './constants';

describe('constants', () => {
  it('match SPEC §9', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 481, portraitTablet: 769, landscapeTablet: 1024 });
    expect(RESIZE_DEBOUNCE_MS).toBe(150);
    expect(VIDEO_EXPOSE).toEqual({ ratio: 0.5625, spacing: 40, maxWidth: 1080 });
    expect(REGION_COOKIE_DAYS).toBe(7);
    expect(NEW_FOLDER_FOCUS_DELAY_MS).toBe(100);
    expect(TOOLTIP_DEFAULT_OFFSET).toBe('50%');
  });

  it('names the browser storage keys', () => {
    expect([REGION_COOKIE, REGION_TOOLTIP_COOKIE, TOKEN_STORAGE_KEY]).toEqual([
      'portal-regions',
      'portal-region-tooltip-closed',
      'portal-token',
    ]);
  });
});
