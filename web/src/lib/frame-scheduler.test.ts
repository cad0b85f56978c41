import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameScheduler } from './frame-scheduler';

function withFrames() {
  const frames: (() => void)[] = [];
  const scheduler = frameScheduler((run) => frames.push(run));
  const runFrame = () => frames.shift()!();
  return { frames, runFrame, ...scheduler };
}

describe('frameScheduler', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs every callback scheduled before a frame in that one frame, in order, and the next ones in the next', () => {
    const { frames, runFrame, thisFrame } = withFrames();
    const ran: string[] = [];
    thisFrame(() => ran.push('globals'));
    thisFrame(() => ran.push('user'));
    thisFrame(() => ran.push('games'));
    expect(frames).toHaveLength(1);
    expect(ran).toEqual([]);

    runFrame();
    expect(ran).toEqual(['globals', 'user', 'games']);

    const later = vi.fn();
    thisFrame(later);
    expect(frames).toHaveLength(1);
    runFrame();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs what a callback schedules for this frame in the same frame (the render a notification causes)', () => {
    const { frames, runFrame, thisFrame } = withFrames();
    const ran: string[] = [];
    thisFrame(() => {
      ran.push('notification');
      thisFrame(() => ran.push('render'));
    });
    runFrame();
    expect(ran).toEqual(['notification', 'render']);
    expect(frames).toHaveLength(0);
  });

  it("runs a render's effects in the frame after it, once it has painted", () => {
    const { frames, runFrame, thisFrame, afterPaint } = withFrames();
    const ran: string[] = [];
    thisFrame(() => {
      ran.push('render');
      afterPaint(() => {
        ran.push('effects');
        thisFrame(() => ran.push('render the effects caused'));
      });
    });
    runFrame();
    expect(ran).toEqual(['render']);
    expect(frames).toHaveLength(1);
    runFrame();
    expect(ran).toEqual(['render', 'effects', 'render the effects caused']);
    expect(frames).toHaveLength(0);
  });

  it('runs the other callbacks of a frame when one throws, and reports the error', async () => {
    const { frames, runFrame, thisFrame } = withFrames();
    const reported = new Promise<unknown>((resolve) => {
      vi.stubGlobal('queueMicrotask', (task: () => void) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      });
    });
    const after = vi.fn();
    thisFrame(() => {
      throw new Error('render failed');
    });
    thisFrame(after);
    runFrame();
    expect(after).toHaveBeenCalledTimes(1);
    await expect(reported).resolves.toMatchObject({ message: 'render failed' });

    const later = vi.fn();
    thisFrame(later);
    expect(frames).toHaveLength(1);
    runFrame();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs on a timer in a hidden page, which gets no frames', async () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { thisFrame } = frameScheduler();
    const ran = new Promise<void>((resolve) => thisFrame(resolve));
    await ran;
    expect(frame).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
