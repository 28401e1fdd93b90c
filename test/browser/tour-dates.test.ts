import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { SsTourDates } from '../../src/elements/tour-dates.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { relativeTimeWording } from '../../src/runtime/events-calendar/event-dates.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installFetchFake } from '../support/fetch-fake.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-tour-dates', SsTourDates);

async function tourDates(template: ReturnType<typeof html>): Promise<SsTourDates> {
  const el = await fixture<SsTourDates>(template);
  await rendered(el);
  return el;
}

const stateOf = (el: SsTourDates) => parts(el, 'base')[0]!.dataset.state;

// The site API of the browser tests holds the demo tour: 3 past dates, then Copenhagen (in 2 days),
// Stockholm (sold out), Glasgow ... (server/content/demo-content.ts).
describe('<ss-tour-dates>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ locale: 'en-US', timeZone: 'UTC' });
  });
  afterEach(() => {
    console$.restore();
    setPageContext({ locale: 'en-US' });
  });

  it('lists the upcoming dates soonest first with venue, time, relative wording and tickets', async () => {
    const el = await tourDates(html`<ss-tour-dates collection="tour" limit="3"></ss-tour-dates>`);
    await waitUntil(() => stateOf(el) === 'ready', 'dates did not load');
    const rows = parts(el, 'event');
    expect(rows.map((row) => row.querySelector('.city')!.textContent)).to.deep.equal(['Copenhagen', 'Stockholm', 'Glasgow']);
    expect(rows[0]!.querySelector('.venue')!.textContent).to.equal(' · Vega');
    expect(parts(el, 'when')[0]!.textContent).to.match(/^\w{3} 8:00 PM · in \d+ days?$/);
    const time = parts(el, 'date')[0]! as HTMLTimeElement;
    expect(Date.parse(time.dateTime)).to.be.greaterThan(Date.now());
    const ticket = parts<HTMLAnchorElement>(el, 'tickets')[0]!;
    expect(ticket.href).to.equal('https://tickets.example/harbour-lights/4');
    expect(ticket.getAttribute('aria-label')).to.match(/^Tickets: Copenhagen, Vega, \w+day, \w+ \d+, \d{4}$/);
    expect(rows[1]!.dataset.state).to.equal('sold-out');
    expect(parts(el, 'sold-out')[0]!.textContent).to.equal('Sold out');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('shows times in the site time zone and locale', async () => {
    setPageContext({ locale: 'de-DE', timeZone: 'Asia/Tokyo' });
    const el = await tourDates(html`<ss-tour-dates collection="tour" limit="1"></ss-tour-dates>`);
    await waitUntil(() => stateOf(el) === 'ready');
    // 20:00 UTC is 05:00 the next morning in Tokyo.
    expect(parts(el, 'when')[0]!.textContent).to.match(/^\w{2}\.?,? 05:00 · in \d+ days?$/);
  });

  it('tells the page when the visitor follows a ticket link', async () => {
    const el = await tourDates(html`<ss-tour-dates collection="tour" limit="1"></ss-tour-dates>`);
    await waitUntil(() => stateOf(el) === 'ready');
    const link = parts<HTMLAnchorElement>(el, 'tickets')[0]!;
    link.addEventListener('click', (event) => event.preventDefault());
    const clicked = oneEvent(document, 'ss-tour-dates-ticket-click');
    link.click();
    expect(((await clicked) as CustomEvent).detail).to.deep.equal({ id: 'tour-4', url: 'https://tickets.example/harbour-lights/4', title: 'Harbour Lights live in Copenhagen' });
  });

  it('renders an owner ticket link only through the link rules: a javascript: link is not a link (spec 01 §5)', async () => {
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const event = (id: string, ticketUrl: string) => ({ id, title: `Show ${id}`, url: `/tour/${id}`, startsAt, city: 'Oslo', venue: 'Sentrum', ticketUrl, soldOut: false });
    const api = installFetchFake({ unmatched: { json: { events: [event('safe', 'https://tickets.example/safe'), event('bad', 'javascript:alert(1)')] } } });
    try {
      const el = await tourDates(html`<ss-tour-dates collection="tour"></ss-tour-dates>`);
      await waitUntil(() => stateOf(el) === 'ready');
      expect(parts(el, 'event')).to.have.length(2);
      expect(parts<HTMLAnchorElement>(el, 'tickets').map((link) => link.href)).to.deep.equal(['https://tickets.example/safe']);
    } finally {
      api.restore();
    }
  });

  it('says when there are no upcoming dates', async () => {
    const el = await tourDates(html`<ss-tour-dates collection="journal"></ss-tour-dates>`);
    await waitUntil(() => stateOf(el) === 'ready');
    expect(parts(el, 'empty')[0]!.textContent).to.equal('No upcoming dates.');
    await expect(el).to.be.accessible();
  });

  it('shows the spec message and retries when the dates cannot load', async () => {
    setPageContext({ locale: 'en-US', apiBase: '/no-such-api-base' });
    const el = await tourDates(html`<ss-tour-dates></ss-tour-dates>`);
    await waitUntil(() => stateOf(el) === 'error', 'no error state');
    expect(parts(el, 'error')[0]!.querySelector('p')!.textContent).to.equal('Unable to load. Try again.');
    await expect(el).to.be.accessible();
    setPageContext({ locale: 'en-US' });
    parts<HTMLButtonElement>(el, 'retry')[0]!.click();
    await waitUntil(() => stateOf(el) === 'ready', 'retry did not load');
  });

  it('keeps working with an invalid limit, with one clear error', async () => {
    const el = await tourDates(html`<ss-tour-dates limit="many"></ss-tour-dates>`);
    expect(el.limit).to.equal(10);
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-tour-dates limit="many">: expected a whole number from 1 to 50; using 10.']);
  });

  it('hydrates what the server drew from its server data, at the server\'s time, without fetching the dates again (issue 15), then words it at the visitor\'s (issue 47)', async () => {
    const now = Date.UTC(2030, 0, 10, 12);
    const event = { id: 'bergen', recordType: 'event', title: 'Bergen', city: 'Bergen', venue: 'USF', startsAt: '2030-01-13T19:00:00Z', soldOut: false, ticketUrl: null };
    const api = installFetchFake();
    const container = document.createElement('div');
    document.body.append(container);
    try {
      const el = insertServerMarkup(container, serverMarkup(SsTourDates, '<ss-tour-dates collection="tour" limit="3"></ss-tour-dates>', { events: [event], now }));
      expect(stateOf(el as SsTourDates), 'the server drew the dates').to.equal('ready');
      const row = parts(el, 'event')[0]!;
      expect(parts(el, 'when')[0]!.textContent, 'the server words it at its own time').to.match(/ · in 3 days$/);
      await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the block hydrates');
      await nextFrame();
      expect(parts(el, 'event')[0], 'the same row, not a new drawing').to.equal(row);
      // Hydrated without a mismatch, then the relative words are the visitor's (the page may be read days after it was drawn).
      expect(parts(el, 'when')[0]!.textContent).to.match(new RegExp(` · ${relativeTimeWording(Date.parse(event.startsAt), Date.now())}$`));
      expect(api.calls.filter((call) => call.path.includes('/api/content/events'))).to.deep.equal([]);
      expect(console$.errors).to.deep.equal([]);
    } finally {
      api.restore();
      container.remove();
    }
  });
});
