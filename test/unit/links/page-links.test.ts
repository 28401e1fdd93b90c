// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageContextSchema } from '../../../src/runtime/context/page-context.js';
import { commentCountScriptUrl, shouldLoadComments, startCommentCounts } from '../../../src/runtime/links/comment-counts.js';
import { FOLLOW_WIDGET_TIMEOUT_MS, followScriptUrl, startFollowButtons } from '../../../src/runtime/links/follow-button.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const context = (input: unknown) => pageContextSchema.parse(input);

describe('comment counts (spec 01 §6, §7)', () => {
  it('load unless the collection is a demo collection', () => {
    // spec 01 §6: comments load unless the collection is a demo collection
    const on = { websiteSettings: { commentsEnabled: true, disqusShortname: 'harbourcafe' }, collectionId: 'c1' };
    expect(shouldLoadComments(context(on))).toBe(true);
    expect(shouldLoadComments(context({ ...on, demoCollections: [{ collectionId: 'c1' }] }))).toBe(false);
    expect(shouldLoadComments(context({ ...on, websiteSettings: { commentsEnabled: false, disqusShortname: 'x' } }))).toBe(false);
    expect(shouldLoadComments(context({ collectionId: 'c1' }))).toBe(false);
  });

  it("use the service's count script once, only when the page has count links", async () => {
    expect(commentCountScriptUrl('harbourcafe')).toBe('https://harbourcafe.disqus.com/count.js');
    expect(commentCountScriptUrl('evil.com/x')).toBeNull();
    const ctx = context({ websiteSettings: { commentsEnabled: true, disqusShortname: 'harbourcafe' } });
    await expect(startCommentCounts(ctx)).resolves.toBe(false);
    document.body.innerHTML = '<a href="/post#comments" data-ss-comment-count>Comments</a>';
    const started = startCommentCounts(ctx);
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://harbourcafe.disqus.com/count.js');
    script.dispatchEvent(new Event('load'));
    await expect(started).resolves.toBe(true);
  });
});

describe('social follow button (spec 02 §9 follow widget time-out)', () => {
  it('waits 10 s for the platform script and keeps the plain link when it fails', async () => {
    expect(FOLLOW_WIDGET_TIMEOUT_MS).toBe(10000);
    document.body.innerHTML = `
      <a href="https://social.example/harbourcafe" data-ss-follow-script="https://platform.twitter.com/widgets.js?t=1">Follow @harbourcafe</a>
      <a href="https://social.example/bakery" data-ss-follow-script="https://platform.twitter.com/widgets.js?t=1">Follow @bakery</a>`;
    const done = startFollowButtons(document, 50);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelector('a')!.getAttribute('data-ss-follow-state')).toBe('loading');
    await done;
    const links = Array.from(document.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('data-ss-follow-state'))).toEqual(['link', 'link']);
    expect(links[0]!.textContent).toBe('Follow @harbourcafe');
  });

  it('marks the links loaded when the script loads', async () => {
    document.body.innerHTML = '<a href="https://social.example/x" data-ss-follow-script="https://platform.twitter.com/widgets.js?t=2">Follow @x</a>';
    const done = startFollowButtons(document, 1000);
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    await done;
    expect(document.querySelector('a')!.getAttribute('data-ss-follow-state')).toBe('loaded');
  });

  it('loads only a social platform\'s widgets script over https: a link naming any other script stays a plain link', async () => {
    document.body.innerHTML = ['https://evil.example/x.js', 'http://platform.twitter.com/widgets.js', 'https://platform.twitter.com.evil.example/w.js', 'javascript:alert(1)', 'https://user@platform.twitter.com/w.js']
      .map((src) => `<a href="https://social.example/x" data-ss-follow-script="${src}">Follow @x</a>`)
      .join('');
    await startFollowButtons(document, 50);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(Array.from(document.querySelectorAll('a')).map((link) => link.getAttribute('data-ss-follow-state'))).toEqual(['link', 'link', 'link', 'link', 'link']);
    expect(followScriptUrl('https://connect.facebook.net/en_US/sdk.js')).toBe('https://connect.facebook.net/en_US/sdk.js');
  });
});
