import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsCalendar } from '../../src/elements/calendar.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';

defineForTest('ss-calendar', SsCalendar);

async function calendar(template: ReturnType<typeof html>): Promise<SsCalendar> {
  const el = await fixture<SsCalendar>(template);
  await rendered(el);
  await waitUntil(() => parts(el, 'base')[0]!.dataset.state !== 'loading', 'events did not load');
  return el;
}

const focusedDay = (el: SsCalendar) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.date;
const title = (el: SsCalendar) => parts(el, 'title')[0]!.textContent;

/** The first upcoming demo event, read from the site API the tests run against. */
async function firstUpcomingEvent(): Promise<{ title: string; startsAt: string }> {
  const reply = await fetch('/api/content/events?limit=1&collection=tour');
  return ((await reply.json()) as { events: Array<{ title: string; startsAt: string }> }).events[0]!;
}

describe('<ss-calendar>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ locale: 'en-US', timeZone: 'UTC' });
  });
  afterEach(() => {
    console$.restore();
    setPageContext({ locale: 'en-US' });
  });

  it('draws the month as a labelled grid, weeks starting on the locale first day', async () => {
    const el = await calendar(html`<ss-calendar month="2030-01"></ss-calendar>`);
    expect(title(el)).to.equal('January 2030');
    const grid = parts(el, 'grid')[0]!;
    expect(grid.getAttribute('role')).to.equal('grid');
    expect(grid.getAttribute('aria-labelledby')).to.equal(parts(el, 'title')[0]!.id);
    expect([...grid.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const days = parts(el, 'day');
    expect(days).to.have.length(31);
    expect(days[0]!.getAttribute('aria-label')).to.equal('Tuesday, January 1, 2030');
    expect(days.filter((day) => day.tabIndex === 0).map((day) => day.dataset.date)).to.deep.equal(['2030-01-01']);
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('starts weeks on Monday in a German site', async () => {
    setPageContext({ locale: 'de-DE', timeZone: 'Europe/Berlin' });
    const el = await calendar(html`<ss-calendar month="2030-01"></ss-calendar>`);
    expect(title(el)).to.equal('Januar 2030');
    expect(parts(el, 'grid')[0]!.querySelector('th')!.textContent).to.match(/^Mo/);
  });

  it('moves by day, week and month with the keyboard (WAI-ARIA date grid)', async () => {
    const el = await calendar(html`<ss-calendar month="2030-01"></ss-calendar>`);
    parts(el, 'day')[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await nextFrame();
    expect(focusedDay(el)).to.equal('2030-01-02');
    await sendKeys({ press: 'ArrowDown' });
    await nextFrame();
    expect(focusedDay(el)).to.equal('2030-01-09');
    await sendKeys({ press: 'End' });
    await nextFrame();
    expect(focusedDay(el)).to.equal('2030-01-12');
    await sendKeys({ press: 'Home' });
    await nextFrame();
    expect(focusedDay(el)).to.equal('2030-01-06');
    const changed = oneEvent(document, 'ss-calendar-month-change');
    await sendKeys({ press: 'PageDown' });
    expect(((await changed) as CustomEvent).detail).to.deep.equal({ month: '2030-02' });
    await waitUntil(() => focusedDay(el) === '2030-02-06', 'focus did not follow into February', { timeout: 5000 });
    expect(title(el)).to.equal('February 2030');
    await sendKeys({ press: 'ArrowUp' });
    // The month re-renders before focus lands on its day; the next key waits for that.
    await waitUntil(() => focusedDay(el) === '2030-01-30', 'focus did not follow back into January', { timeout: 5000 });
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => focusedDay(el) === '2030-01-23', 'focus did not move up a week', { timeout: 5000 });
    expect(title(el)).to.equal('January 2030');
  });

  it('changes month with the previous and next buttons', async () => {
    const el = await calendar(html`<ss-calendar month="2030-12"></ss-calendar>`);
    parts<HTMLButtonElement>(el, 'next')[0]!.click();
    await waitUntil(() => title(el) === 'January 2031');
    parts<HTMLButtonElement>(el, 'previous')[0]!.click();
    parts<HTMLButtonElement>(el, 'previous')[0]!.click();
    await waitUntil(() => title(el) === 'November 2030');
  });

  it('marks days with events, lists the month, and lists a day after Enter', async () => {
    const event = await firstUpcomingEvent();
    const key = event.startsAt.slice(0, 10);
    const el = await calendar(html`<ss-calendar collection="tour" month=${key.slice(0, 7)}></ss-calendar>`);
    const cell = parts(el, 'day').find((day) => day.dataset.date === key)!;
    expect(cell.getAttribute('part')).to.contain('day-with-events');
    expect(cell.getAttribute('aria-label')).to.match(/, 1 event$/);
    expect(parts(el, 'events-title')[0]!.textContent).to.equal(`Events in ${title(el)}`);
    expect(parts(el, 'event').map((item) => item.querySelector('a')!.textContent)).to.contain(event.title);
    await expect(el).to.be.accessible();
    cell.focus();
    const picked = oneEvent(document, 'ss-calendar-day-select');
    await sendKeys({ press: 'Enter' });
    expect(((await picked) as CustomEvent).detail).to.deep.equal({ date: key, count: 1 });
    await nextFrame();
    expect(cell.getAttribute('aria-selected')).to.equal('true');
    expect(parts(el, 'events-title')[0]!.textContent).to.match(/^Events on \w+day, /);
    expect(parts(el, 'event')).to.have.length(1);
    expect(parts(el, 'event')[0]!.textContent).to.contain('8:00 PM');
    await expect(el).to.be.accessible();
  });

  it('falls back to the current month for a bad month attribute, with one error', async () => {
    const el = await calendar(html`<ss-calendar month="2030-13"></ss-calendar>`);
    const now = new Date();
    expect(title(el)).to.equal(now.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-calendar month="2030-13">: expected a month as YYYY-MM; showing the current month.']);
    expect(parts(el, 'day').some((day) => day.getAttribute('aria-current') === 'date')).to.equal(true);
  });

  it('shows the spec message and retries when events cannot load', async () => {
    setPageContext({ locale: 'en-US', apiBase: '/no-such-api-base' });
    const el = await calendar(html`<ss-calendar month="2030-01"></ss-calendar>`);
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('error');
    expect(parts(el, 'error')[0]!.querySelector('p')!.textContent).to.equal('Unable to load. Try again.');
    expect(parts(el, 'day')).to.have.length(31);
    await expect(el).to.be.accessible();
    setPageContext({ locale: 'en-US' });
    parts<HTMLButtonElement>(el, 'retry')[0]!.click();
    await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready');
  });

  describe('drawn by a server on another day (issue 47 §8)', () => {
    /** The server's drawing of `hostHtml` with `serverData`, hydrated here. */
    async function hydrated(hostHtml: string, serverData: unknown): Promise<SsCalendar> {
      const container = document.createElement('div');
      document.body.append(container);
      const el = insertServerMarkup(container, serverMarkup(SsCalendar, hostHtml, serverData)) as SsCalendar;
      await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the block hydrates');
      return el;
    }
    const marked = (el: SsCalendar) => ({
      today: parts(el, 'day').filter((day) => day.getAttribute('aria-current') === 'date').map((day) => day.dataset.date),
      tabStop: parts(el, 'day').filter((day) => day.tabIndex === 0).map((day) => day.dataset.date),
    });
    afterEach(() => document.querySelectorAll('div:has(> ss-calendar)').forEach((container) => container.remove()));

    it("hydrates on the month the server drew, marking no day, then shows a visitor in another month their month and today", async () => {
      const drawnAt = Date.UTC(2030, 0, 8, 12);
      const container = document.createElement('div');
      document.body.append(container);
      const el = insertServerMarkup(container, serverMarkup(SsCalendar, '<ss-calendar collection="tour"></ss-calendar>', { events: [], now: drawnAt })) as SsCalendar;
      // The server's today (January 8) is not the visitor's: nothing is marked, the tab stop is on the 1st.
      expect(title(el)).to.equal('January 2030');
      expect(marked(el)).to.deep.equal({ today: [], tabStop: ['2030-01-01'] });
      await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the block hydrates');
      // Hydrated without a mismatch (no console error), then the visitor's own month, as the browser draws it alone.
      const today = new Date().toISOString().slice(0, 10);
      await waitUntil(() => marked(el).today.length === 1, "the visitor's today is marked");
      expect(title(el)).to.equal(new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.now()));
      expect(marked(el)).to.deep.equal({ today: [today], tabStop: [today] });
      await expect(el).to.be.accessible();
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    });

    it("marks the visitor's today once hydrated and puts the tab stop there", async () => {
      const now = Date.now();
      const today = new Date(now).toISOString().slice(0, 10);
      // The server drew three days off, in the same month.
      const drawnAt = now + (new Date(now).getUTCDate() <= 14 ? 3 : -3) * 86_400_000;
      const el = await hydrated('<ss-calendar collection="tour"></ss-calendar>', { events: [], now: drawnAt });
      await waitUntil(() => marked(el).today.length === 1, 'today is marked');
      expect(marked(el)).to.deep.equal({ today: [today], tabStop: [today] });
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    });

    it('keeps the tab stop on a day the visitor focused before the code arrived', async () => {
      const now = Date.now();
      const drawnAt = now + (new Date(now).getUTCDate() <= 14 ? 3 : -3) * 86_400_000;
      const container = document.createElement('div');
      document.body.append(container);
      const el = insertServerMarkup(container, serverMarkup(SsCalendar, '<ss-calendar collection="tour"></ss-calendar>', { events: [], now: drawnAt })) as SsCalendar;
      // The server's tab stop: the first of the month.
      const first = el.shadowRoot!.querySelector<HTMLElement>('[part~="day"][tabindex="0"]')!;
      first.focus();
      await waitUntil(() => el.shadowRoot!.querySelector('[data-ss-root]')!.getAttribute('data-ss-root') === '', 'the block hydrates');
      await waitUntil(() => marked(el).today.length === 1, 'today is marked');
      await nextFrame();
      expect(marked(el).tabStop).to.deep.equal([first.dataset.date]);
      expect(focusedDay(el)).to.equal(first.dataset.date);
    });

    it("drawn without its events (no site API) in another month, shows the visitor's month and fetches its events", async () => {
      const el = await hydrated('<ss-calendar collection="tour"></ss-calendar>', { now: Date.UTC(2030, 0, 8, 12) });
      await waitUntil(() => parts(el, 'base')[0]!.dataset.state === 'ready', 'the events load');
      expect(title(el)).to.equal(new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.now()));
      expect(console$.errors).to.deep.equal([]);
      expect(console$.warnings).to.deep.equal([]);
    });
  });
});
