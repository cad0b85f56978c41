import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameArt } from '../components/GameCard/GameArt';
import {
  afterFirstScreen,
  markFirstPagePainted,
  RenderLater,
  renderLaterInFrames,
  resetFirstScreenForTests,
  useAfterFirstScreen,
  useRenderLaterCount,
} from './first-screen';

function Images() {
  return (
    <>
      <GameArt src="/download/asset/1/preview" name="Lead" eager />
      <GameArt src="/download/asset/2/preview" name="Other" />
    </>
  );
}

const images = () => document.querySelectorAll('img');
const srcOf = (img: Element | undefined) => img?.getAttribute('src') ?? null;

describe('a first screen comes first', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFirstScreenForTests({ done: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the lead image at once and the others once the page has painted and the lead image loaded', () => {
    const fonts = vi.fn();
    afterFirstScreen(fonts);
    render(<Images />);
    const [lead, other] = images();
    expect(srcOf(lead)).toBe('/download/asset/1/preview');
    expect(srcOf(other)).toBeNull();

    act(() => markFirstPagePainted());
    expect(srcOf(images()[1])).toBeNull();
    expect(fonts).not.toHaveBeenCalled();

    act(() => {
      fireEvent.load(lead!);
    });
    expect(srcOf(images()[1])).toBe('/download/asset/2/preview');
    // What waits behind the first screen comes once the images' frame has painted, in a task of its own.
    expect(fonts).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(fonts).toHaveBeenCalledTimes(1);
  });

  it('tells what waits behind the first screen to start once its images have painted', () => {
    function Lists() {
      return <p>{useAfterFirstScreen() ? 'lists asked for' : 'lists wait'}</p>;
    }
    render(
      <>
        <Images />
        <Lists />
      </>,
    );
    act(() => markFirstPagePainted());
    act(() => {
      fireEvent.load(images()[0]!);
    });
    expect(srcOf(images()[1])).toBe('/download/asset/2/preview');
    expect(screen.getByText('lists wait')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('lists asked for')).toBeInTheDocument();
    // Later, it is so at once.
    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a lead image that fails, nor forever for one that never settles', () => {
    render(<Images />);
    act(() => markFirstPagePainted());
    act(() => {
      fireEvent.error(images()[0]!);
    });
    // The failed lead shows its monogram; the other image loads.
    expect(screen.getByText('LE')).toBeInTheDocument();
    expect(srcOf(images()[0])).toBe('/download/asset/2/preview');
    act(() => vi.advanceTimersByTime(50));

    resetFirstScreenForTests({ done: false });
    const later = vi.fn();
    afterFirstScreen(later);
    render(<GameArt src="/download/asset/3/preview" name="Slow" eager />);
    act(() => markFirstPagePainted());
    expect(later).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2999));
    expect(later).not.toHaveBeenCalled();
    // Three seconds after the paint, and a frame for the images.
    act(() => vi.advanceTimersByTime(50));
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is not held by a lead that draws no image (no artwork): the others load once the page has painted', () => {
    render(
      <>
        <GameArt src={null} name="No art" eager />
        <GameArt src="/download/asset/2/preview" name="Other" />
      </>,
    );
    expect(srcOf(images()[0])).toBeNull();
    act(() => markFirstPagePainted());
    expect(srcOf(images()[0])).toBe('/download/asset/2/preview');
  });

  it('waits for nothing once the first screen is done: later pages load every image at once', () => {
    render(<Images />);
    expect(srcOf(images()[1])).toBeNull();
    act(() => markFirstPagePainted());
    act(() => {
      fireEvent.load(images()[0]!);
    });
    const { container } = render(<GameArt src="/download/asset/9/preview" name="Next page" />);
    expect(srcOf(container.querySelector('img') ?? undefined)).toBe('/download/asset/9/preview');
  });
});

describe('a first screen renders in frames', () => {
  let frames: (() => void)[] = [];
  const runFrame = () =>
    act(() => {
      frames.shift()?.();
    });

  beforeEach(() => {
    frames = [];
    resetFirstScreenForTests({ done: false });
    renderLaterInFrames((callback) => frames.push(callback));
  });
  afterEach(() => resetFirstScreenForTests({ done: true }));

  function Cards() {
    const shown = useRenderLaterCount(10, 4, 4);
    return (
      <ul aria-label="Cards">
        {Array.from({ length: shown }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: test items
          <li key={index}>Card {index + 1}</li>
        ))}
      </ul>
    );
  }

  function Page() {
    return (
      <>
        <h1>Top of the page</h1>
        <Cards />
        <RenderLater>
          <p>Second part</p>
        </RenderLater>
        <RenderLater last>
          <p>Footer</p>
        </RenderLater>
        <RenderLater>
          <p>Third part</p>
        </RenderLater>
      </>
    );
  }

  const cards = () => screen.getAllByRole('listitem').length;

  it('shows the top at once and each later part in a frame of its own, in order, the last part last', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Top of the page' })).toBeInTheDocument();
    expect(cards()).toBe(4);
    expect(screen.queryByText('Second part')).toBeNull();

    // The frame after the first render is its effects'.
    runFrame();
    expect(cards()).toBe(4);
    runFrame();
    expect(cards()).toBe(8);
    expect(screen.queryByText('Second part')).toBeNull();
    runFrame();
    expect(screen.getByText('Second part')).toBeInTheDocument();
    expect(screen.queryByText('Third part')).toBeNull();
    runFrame();
    expect(screen.getByText('Third part')).toBeInTheDocument();
    // The next cards were asked for once the first ones showed: after the parts mounted with them.
    runFrame();
    expect(cards()).toBe(10);
    expect(screen.queryByText('Footer')).toBeNull();
    runFrame();
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });

  it('finishes the first screen only once every part has rendered', () => {
    render(<Page />);
    act(() => markFirstPagePainted());
    // Nothing leads with an image here, but the later parts are still to come: the others wait.
    render(<GameArt src="/download/asset/2/preview" name="Other" />);
    expect(srcOf(images()[0])).toBeNull();
    for (let frame = 0; frame < 6; frame += 1) runFrame();
    expect(srcOf(images()[0])).toBeNull();
    // The frame after the last part: the queue is empty, the first screen is done.
    runFrame();
    expect(srcOf(images()[0])).toBe('/download/asset/2/preview');
  });

  it('renders everything at once when the first screen is done, and in tests', () => {
    resetFirstScreenForTests({ done: true });
    render(<Page />);
    expect(cards()).toBe(10);
    expect(screen.getByText('Footer')).toBeInTheDocument();
    expect(frames).toHaveLength(0);
  });
});
