import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameArt } from '../components/GameCard/GameArt';
import { afterFirstScreen, markFirstPagePainted, resetFirstScreenForTests } from './first-screen';

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
    expect(fonts).toHaveBeenCalledTimes(1);
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

    resetFirstScreenForTests({ done: false });
    const later = vi.fn();
    afterFirstScreen(later);
    render(<GameArt src="/download/asset/3/preview" name="Slow" eager />);
    act(() => markFirstPagePainted());
    expect(later).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
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
