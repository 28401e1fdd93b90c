// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { INVALID_VIDEO_EMBED_MESSAGE, parseVideoEmbed, VIDEO_FALLBACK_ASPECT_PERCENT, videoEmbedPadding, videoPlaceholderPadding } from '../../../src/runtime/video/video-embed.js';
import { registerVideo, returnVideosWithin, showOnlyVideo } from '../../../src/runtime/video/video-registry.js';

describe('video embeds (spec 02 §4, §8; spec 01 §9)', () => {
  it('takes the iframe source, adds provider autoplay and the scripting-API flag, https on secure pages', () => {
    // spec 02 §4: autoplay per provider; one provider also gets its scripting-API flag; https on secure pages
    const youtube = parseVideoEmbed('<iframe width="640" height="360" src="http://www.youtube.com/embed/abc?rel=0" title="Tour"></iframe>', 'YouTube', true);
    expect(youtube).toEqual({ src: 'https://www.youtube.com/embed/abc?rel=0&autoplay=1&enablejsapi=1', provider: 'youtube', aspectRatio: 640 / 360, title: 'Tour' });
    const vimeo = parseVideoEmbed('<iframe src="//player.vimeo.com/video/1"></iframe>', null, false);
    expect(vimeo.src).toBe('https://player.vimeo.com/video/1?autoplay=1');
    expect(vimeo.aspectRatio).toBeNull();
    expect(parseVideoEmbed('<iframe src="http://v.example/e"></iframe>', 'Example', false).src).toBe('http://v.example/e?autoplay=1');
  });

  it("rejects anything else with 'Invalid video embed.'", () => {
    // spec 02 §8: 'Invalid video embed.'
    for (const bad of ['', null, '<p>hi</p>', '<iframe></iframe>', '<iframe src="javascript:alert(1)"></iframe>', '<img src=x onerror=alert(1)>']) {
      expect(() => parseVideoEmbed(bad, null, true)).toThrow(INVALID_VIDEO_EMBED_MESSAGE);
    }
    expect(INVALID_VIDEO_EMBED_MESSAGE).toBe('Invalid video embed.');
  });

  it('pads the placeholder 65 % by default, else 100 / aspect; the embed falls back to 56.3 %', () => {
    // spec 01 §9 video placeholder padding; spec 02 §4 fallback aspect 56.3 %
    expect(videoPlaceholderPadding(null)).toBe(65);
    expect(videoPlaceholderPadding(2)).toBe(50);
    expect(videoEmbedPadding(null)).toBe(VIDEO_FALLBACK_ASPECT_PERCENT);
    expect(VIDEO_FALLBACK_ASPECT_PERCENT).toBe(56.3);
  });

  it('showing one video returns all the others to their overlays', () => {
    // spec 02 §4: showing one video returns all other videos to their overlays
    const a = vi.fn();
    const b = vi.fn();
    const offA = registerVideo(a);
    const offB = registerVideo(b);
    showOnlyVideo(a);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledOnce();
    offA();
    offB();
  });

  it('a gallery changing slide returns only its own videos to their overlays', () => {
    const root = document.createElement('div');
    const inside = document.createElement('ss-video');
    root.append(inside);
    const a = vi.fn();
    const b = vi.fn();
    const offA = registerVideo(a, inside);
    const offB = registerVideo(b, document.createElement('ss-video'));
    returnVideosWithin(root);
    expect(a).toHaveBeenCalledOnce();
    expect(b).not.toHaveBeenCalled();
    offA();
    offB();
  });
});
