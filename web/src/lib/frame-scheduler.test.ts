import { describe, expect, it, vi } from 'vitest';
import { oneCallbackPerFrame } from './frame-scheduler';

describe('oneCallbackPerFrame', () => {
  it('runs every callback scheduled before a frame in that one frame, in order, and the next ones in the next', () => {
    const frames: (() => void)[] = [];
    const schedule = oneCallbackPerFrame((run) => frames.push(run));
    const ran: string[] = [];
    schedule(() => ran.push('globals'));
    schedule(() => ran.push('user'));
    schedule(() => ran.push('games'));
    expect(frames).toHaveLength(1);
    expect(ran).toEqual([]);

    frames.shift()!();
    expect(ran).toEqual(['globals', 'user', 'games']);

    const later = vi.fn();
    schedule(later);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('keeps a callback scheduled while a frame runs for the next frame', () => {
    const frames: (() => void)[] = [];
    const schedule = oneCallbackPerFrame((run) => frames.push(run));
    const nested = vi.fn();
    schedule(() => schedule(nested));
    frames.shift()!();
    expect(nested).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(nested).toHaveBeenCalledTimes(1);
  });
});
