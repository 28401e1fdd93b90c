import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { SsChart } from '../../src/elements/chart.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';

defineForTest('ss-chart', SsChart);
setPageContext({ locale: 'en-US' });

const visitors = JSON.stringify({
  title: 'Visitors',
  columns: ['Month', 'Shop', 'Blog'],
  rows: [
    ['Jan', 1200, 80],
    ['Feb', 1400, 95],
    ['Mar', 1100, 130],
  ],
});

async function chart(template: ReturnType<typeof html>): Promise<SsChart> {
  const el = await fixture<SsChart>(template);
  await rendered(el);
  return el;
}

const tableRows = (el: SsChart) =>
  Array.from(parts(el, 'table')[0]!.querySelectorAll('tr')).map((tr) => Array.from(tr.children).map((cell) => cell.textContent));

describe('<ss-chart>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
  });
  afterEach(async () => {
    console$.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('draws a bar chart from a child JSON script, with a described picture', async () => {
    const el = await chart(html`<ss-chart><script type="application/json">${visitors}</script></ss-chart>`);
    const canvas = el.shadowRoot!.querySelector('canvas')!;
    expect(canvas.getAttribute('role')).to.equal('img');
    expect(canvas.getAttribute('aria-label')).to.equal('Visitors. Bar chart of Shop, Blog by Month, 3 rows. The data table below has every value.');
    await waitUntil(() => canvas.width > 0, 'chart was not drawn');
    expect(parts(el, 'base')[0]!.dataset.variant).to.equal('bar');
    await expect(el).to.be.accessible();
    expect(console$.errors).to.deep.equal([]);
  });

  it('offers every value in a data table, toggled by a button, and tells the page', async () => {
    const el = await chart(html`<ss-chart variant="line" data-block-json=${visitors}></ss-chart>`);
    const button = parts<HTMLButtonElement>(el, 'table-toggle')[0]!;
    const table = parts(el, 'table')[0]!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(table.checkVisibility()).to.equal(false);
    const toggled = oneEvent(document, 'ss-chart-table-toggle');
    button.click();
    expect(((await toggled) as CustomEvent).detail).to.deep.equal({ open: true });
    await nextFrame();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.textContent).to.equal('Hide data table');
    expect(table.checkVisibility()).to.equal(true);
    expect(tableRows(el)).to.deep.equal([
      ['Month', 'Shop', 'Blog'],
      ['Jan', '1,200', '80'],
      ['Feb', '1,400', '95'],
      ['Mar', '1,100', '130'],
    ]);
    expect(table.querySelector('caption')!.textContent).to.equal('Visitors');
    await expect(el).to.be.accessible();
  });

  it('toggles the table from the keyboard', async () => {
    const el = await chart(html`<ss-chart data-block-json=${visitors}></ss-chart>`);
    parts<HTMLButtonElement>(el, 'table-toggle')[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await nextFrame();
    expect(parts(el, 'base')[0]!.dataset.state).to.equal('table-open');
  });

  it('draws a pie from the first series only', async () => {
    const el = await chart(html`<ss-chart variant="pie" show-table data-block-json=${visitors}></ss-chart>`);
    expect(tableRows(el)[0]).to.deep.equal(['Month', 'Shop']);
    await expect(el).to.be.accessible();
  });

  for (const [name, data, message] of [
    ['no value column', { columns: ['Month'], rows: [['Jan']] }, 'Your dataset must have at least one column'],
    ['no rows', { columns: ['Month', 'Sales'], rows: [] }, 'Your dataset must have at least one row'],
    ['a gap', { columns: ['Month', 'Sales'], rows: [['Jan', 1], ['Feb', null]] }, 'One or more rows was missing data'],
  ] as const) {
    it(`shows the spec message for ${name} inside the block and logs it once`, async () => {
      const el = await chart(html`<ss-chart data-block-json=${JSON.stringify(data)}></ss-chart>`);
      expect(parts(el, 'base')[0]!.dataset.state).to.equal('error');
      expect(parts(el, 'error')[0]!.textContent).to.equal(message);
      expect(el.shadowRoot!.querySelector('canvas')).to.equal(null);
      await expect(el).to.be.accessible();
      expect(console$.errors).to.deep.equal([`Sitestack: <ss-chart>: ${message}.`]);
    });
  }

  it('survives JSON that does not parse, with a visible error', async () => {
    const el = await chart(html`<ss-chart data-block-json='{"columns": ['></ss-chart>`);
    expect(parts(el, 'error')[0]!.textContent).to.equal('The chart data is not in the expected form');
    expect(console$.errors).to.have.length(1);
    expect(console$.errors[0]).to.match(/not valid JSON/);
  });

  it('truncates a large dataset and says so', async () => {
    const columns = ['Day', ...Array.from({ length: 12 }, (_, i) => `S${i}`)];
    const rows = Array.from({ length: 140 }, (_, r) => [`D${r}`, ...Array.from({ length: 12 }, () => r)]);
    const el = await chart(html`<ss-chart show-table data-block-json=${JSON.stringify({ columns, rows })}></ss-chart>`);
    expect(tableRows(el)).to.have.length(101);
    expect(tableRows(el)[0]).to.have.length(10);
    expect(parts(el, 'note')[0]!.textContent).to.equal('Showing the first 100 rows and the first 10 columns of the dataset.');
  });

  it('follows new data set by the page', async () => {
    const el = await chart(html`<ss-chart show-table data-block-json=${visitors}></ss-chart>`);
    el.setAttribute('data-block-json', JSON.stringify({ columns: ['City', 'Stores'], rows: [['Oslo', 3]] }));
    await waitUntil(() => tableRows(el).length === 2);
    expect(tableRows(el)[1]).to.deep.equal(['Oslo', '3']);
  });

  it('falls back to bar for an unknown variant with one clear error', async () => {
    const el = await chart(html`<ss-chart variant="donut" data-block-json=${visitors}></ss-chart>`);
    expect(el.variant).to.equal('bar');
    expect(console$.errors).to.deep.equal(['Sitestack: <ss-chart variant="donut">: expected one of bar, line, pie; using "bar".']);
  });

  it('reserves its drawing area and is themeable through custom properties', async () => {
    const el = await chart(html`<ss-chart style="width: 320px; --ss-chart-aspect-ratio: 2 / 1" data-block-json=${visitors}></ss-chart>`);
    expect(parts(el, 'canvas')[0]!.getBoundingClientRect().height).to.equal(160);
    el.style.setProperty('--ss-chart-color-1', 'rgb(255, 0, 0)');
    expect(getComputedStyle(parts(el, 'base')[0]!).getPropertyValue('--_ss-chart-color-1').trim()).to.equal('rgb(255, 0, 0)');
  });
});
