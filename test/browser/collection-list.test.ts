import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsCollectionList } from '../../src/elements/collection-list.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { relativeTimeWording } from '../../src/runtime/events-calendar/event-dates.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installFetchFake } from '../support/fetch-fake.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-collection-list', SsCollectionList);

async function list(template: ReturnType<typeof html>): Promise<SsCollectionList> {
  const el = await fixture<SsCollectionList>(template);
  await rendered(el);
  await waitUntil(() => parts(el, 'base')[0]!.dataset.state !== 'loading', 'list did not load');
  return el;
}

const titles = (el: SsCollectionList) => parts(el, 'title').map((title) => title.textContent);
const current = (el: SsCollectionList) => parts(el, 'page-current')[0]?.textContent;

// The site API of the browser tests holds the demo journal (14 posts) and tour (server/content/demo-content.ts).
describe('<ss-collection-list>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ locale: 'en-US', timeZone: 'UTC' });
  });
  afterEach(() => {
    console$.restore();
    setPageContext({ locale: 'en-US' });
  });

  it('lists a blog newest first with date, relative wording, author, excerpt and tags', async () => {
    const el = await list(html`<ss-collection-list collection="journal" page-size="5"></ss-collection-list>`);
    expect(parts(el, 'base')[0]!.getAttribute('aria-label')).to.equal('Journal');
    expect(titles(el)).to.have.length(5);
    expect(titles(el)[0]).to.equal('Recording Salt Roads in a lighthouse');
    expect(parts(el, 'title')[0]!.localName).to.equal('h3');
    expect(parts(el, 'meta')[0]!.textContent).to.match(/^\w+ \d+, \d{4} · (1 day|\d+ (hours|days)) ago · by Mara$/);
    expect(parts(el, 'excerpt')[0]!.textContent).to.equal('Three weeks, one cottage and a storm that knocked out the power twice.');
    expect([...parts(el, 'tags')[0]!.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['recording', 'lighthouse']);
    expect(current(el)).to.equal('1');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('pages with numbered buttons, Previous and Next, moving focus to the new first item', async () => {
    const el = await list(html`<ss-collection-list collection="journal" page-size="5"></ss-collection-list>`);
    const first = titles(el);
    expect(parts<HTMLButtonElement>(el, 'previous')[0]!.disabled).to.equal(true);
    const changed = oneEvent(document, 'ss-collection-list-page-change');
    parts<HTMLButtonElement>(el, 'page')[1]!.click();
    expect(((await changed) as CustomEvent).detail).to.deep.equal({ page: 2, totalPages: 3 });
    await waitUntil(() => current(el) === '2' && titles(el)[0] !== first[0], 'page 2 did not show');
    expect(titles(el).some((title) => first.includes(title))).to.equal(false);
    await waitUntil(() => el.shadowRoot!.activeElement === parts(el, 'title')[0]!.querySelector('a'), 'focus did not move');
    await expect(el).to.be.accessible();
    parts<HTMLButtonElement>(el, 'next')[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => current(el) === '3' && titles(el).length === 4);
    expect(parts<HTMLButtonElement>(el, 'next')[0]!.disabled).to.equal(true);
  });

  it('shows the last page for a page past the end', async () => {
    const el = await list(html`<ss-collection-list collection="journal" page-size="5" page="40"></ss-collection-list>`);
    await waitUntil(() => current(el) === '3');
    expect(titles(el)).to.have.length(4);
  });

  it('lists upcoming events soonest first with their venue, and past ones on request', async () => {
    const el = await list(html`<ss-collection-list collection="tour" page-size="3"></ss-collection-list>`);
    expect(titles(el)).to.deep.equal(['Harbour Lights live in Copenhagen', 'Harbour Lights live in Stockholm', 'Harbour Lights live in Glasgow']);
    expect(parts(el, 'meta')[0]!.textContent).to.match(/ · in \d+ days? · Vega, Copenhagen$/);
    const past = await list(html`<ss-collection-list collection="tour" when="past" heading-level="2"></ss-collection-list>`);
    expect(titles(past)).to.deep.equal(['Harbour Lights live in Stavanger', 'Harbour Lights live in Bergen', 'Harbour Lights live in Oslo']);
    expect(parts(past, 'title')[0]!.localName).to.equal('h2');
    expect(parts(past, 'pager')).to.have.length(0);
  });

  it('shows a small error for a missing or unknown collection and keeps the page working', async () => {
    const missing = await list(html`<ss-collection-list></ss-collection-list>`);
    expect(parts(missing, 'error')[0]!.textContent).to.equal('This list has no collection to show.');
    const unknown = await list(html`<ss-collection-list collection="recipes"></ss-collection-list>`);
    expect(parts(unknown, 'error')[0]!.querySelector('p')!.textContent).to.equal('Unable to load. Try again.');
    await expect(unknown).to.be.accessible();
    expect(console$.errors).to.deep.equal([
      'Sitestack: <ss-collection-list>: This list has no collection to show. Set its collection attribute to a collection id.',
      'Sitestack: <ss-collection-list collection="recipes">: No collection with the id "recipes".',
    ]);
  });

  it('hydrates the page the server drew from its server data without fetching it again, then pages as usual (issue 15)', async () => {
    const now = Date.UTC(2030, 0, 10, 12);
    const post = { id: 'p1', recordType: 'post', title: 'A post the server fetched', url: '/journal/p1', publishedAt: '2030-01-09T12:00:00Z', author: 'Mara', excerpt: 'Hello.', tags: [] };
    const data = { collection: { id: 'journal', title: 'Journal', type: 'blog' }, items: [post], page: 1, pageSize: 1, total: 14, totalPages: 14 };
    const api = installFetchFake();
    const container = document.createElement('div');
    document.body.append(container);
    try {
      const el = insertServerMarkup(container, serverMarkup(SsCollectionList, '<ss-collection-list collection="journal" page-size="1"></ss-collection-list>', { data, now }));
      expect(titles(el as SsCollectionList), 'the server drew the page').to.deep.equal(['A post the server fetched']);
      expect(parts(el, 'meta')[0]!.textContent, 'the server words it at its own time').to.contain(' · 1 day ago');
      await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the block hydrates');
      await nextFrame();
      // Hydrated without a mismatch, then the relative words are the visitor's (issue 47).
      expect(parts(el, 'meta')[0]!.textContent).to.contain(` · ${relativeTimeWording(Date.parse(data.items[0]!.publishedAt!), Date.now())}`);
      expect(api.calls.filter((call) => call.path.includes('/api/content/'))).to.deep.equal([]);
      parts<HTMLElement>(el, 'next')[0]?.click();
      await waitUntil(() => current(el as SsCollectionList) === '2', 'the next page loads from the site API');
      expect(console$.errors).to.deep.equal([]);
    } finally {
      api.restore();
      container.remove();
    }
  });
});
