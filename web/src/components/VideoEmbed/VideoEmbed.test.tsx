import { VIDEO_EXPOSE } from '@portal/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { globalsQueryOptions } from '../../lib/globals';
import { mockFetch, testQueryClient } from '../../test/utils';
import { isAutoplay, VideoEmbed, videoEmbedSrc, videoExposeSize } from './VideoEmbed';

const HOST = 'https://player.video.example/video/';

describe('video embed rules (SPEC §2)', () => {
  it('loads a value of letters and digits from the video host', () => {
    expect(videoEmbedSrc('abc123XYZ', HOST)).toBe(`${HOST}abc123XYZ?autoplay=1`);
  });

  it('uses any other value as the full address', () => {
    expect(videoEmbedSrc('https://media.example/clip?id=7', HOST)).toBe(
      'https://media.example/clip?id=7&autoplay=1',
    );
    expect(videoEmbedSrc('  https://media.example/a-b  ', HOST, false)).toBe('https://media.example/a-b');
  });

  it('autoplays unless autoplay is false', () => {
    expect(isAutoplay(undefined)).toBe(true);
    expect(isAutoplay(true)).toBe(true);
    expect(isAutoplay('true')).toBe(true);
    expect(isAutoplay(false)).toBe(false);
    expect(isAutoplay('false')).toBe(false);
    expect(videoEmbedSrc('abc', HOST, false)).toBe(`${HOST}abc`);
    expect(videoEmbedSrc('abc', HOST, 'false')).toBe(`${HOST}abc`);
  });

  it('gives nothing for an empty value, or one that is neither an id nor a web address', () => {
    expect(videoEmbedSrc('', HOST)).toBeNull();
    expect(videoEmbedSrc('   ', HOST)).toBeNull();
    expect(videoEmbedSrc(null, HOST)).toBeNull();
    expect(videoEmbedSrc('javascript:alert(1)', HOST)).toBeNull();
    expect(videoEmbedSrc('not an address', HOST)).toBeNull();
    // An id with no video host configured cannot be resolved.
    expect(videoEmbedSrc('abc', '')).toBeNull();
  });
});

describe('video expose sizing (SPEC §9)', () => {
  it('is at most 1080 wide, keeps 40 px around it and the 0.5625 ratio', () => {
    expect(videoExposeSize(1920, 1200)).toEqual({
      width: 1080,
      height: Math.round(1080 * VIDEO_EXPOSE.ratio),
    });
    expect(videoExposeSize(375, 800)).toEqual({ width: 295, height: Math.round(295 * 0.5625) });
  });

  it('shrinks to fit a short screen', () => {
    const { width, height } = videoExposeSize(1366, 500, 96);
    expect(height).toBeLessThanOrEqual(500 - 80 - 96);
    expect(height).toBe(Math.round(width * 0.5625));
  });
});

describe('<VideoEmbed />', () => {
  async function renderEmbed(video: string, autoplay?: boolean | string) {
    mockFetch({ 'GET /api/globals/all': { data: { videoHost: HOST } } });
    const client = testQueryClient();
    await client.fetchQuery(globalsQueryOptions);
    return render(
      <QueryClientProvider client={client}>
        <VideoEmbed video={video} title="Trailer" autoplay={autoplay} />
      </QueryClientProvider>,
    );
  }

  it('frames the video at the resolved address', async () => {
    await renderEmbed('vid42');
    const frame = screen.getByTitle('Trailer');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${HOST}vid42?autoplay=1`);
    expect(frame.getAttribute('allow')).toContain('autoplay');
  });

  it('does not autoplay when told not to', async () => {
    await renderEmbed('vid42', false);
    const frame = screen.getByTitle('Trailer');
    expect(frame).toHaveAttribute('src', `${HOST}vid42`);
    expect(frame.getAttribute('allow')).not.toContain('autoplay');
  });

  it('renders nothing for an empty id', async () => {
    const { container } = await renderEmbed('');
    expect(container).toBeEmptyDOMElement();
  });
});
