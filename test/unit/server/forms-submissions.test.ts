import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { formDefinitionsInHtml, mergeFormDefinitions, seedDemoForms } from '../../../server/forms/demo-forms.js';
import { csvCell, submissionsCsv } from '../../../server/forms/submissions-csv.js';
import { successMessageText } from '../../../server/routes/forms.js';
import { formFieldSchema } from '../../../src/runtime/forms/form-definition.js';
import { FIELD_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, INVALID_US_ZIP_MESSAGE } from '../../../src/runtime/forms/form-validation.js';
import { NOW, buildTestApp, openTestDatabase, ownerHeaders, postForm, resetDatabase } from './server-test-harness.js';
import { generateCrumb } from '../../../server/crumb.js';

let db: Database;
let closeDb: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase());
});
afterAll(async () => closeDb());
beforeEach(async () => {
  await resetDatabase(db);
  app = await buildTestApp(db, { rateLimits: { formSubmission: 1000 } });
});
afterEach(async () => app.close());

const FIELDS = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'phone', type: 'phone', title: 'Phone' },
  { id: 'address', type: 'address', title: 'Address' },
  { id: 'rating', type: 'likert', title: 'Rating', options: ['Service', 'Price'] },
  { id: 'topics', type: 'checkbox', title: 'Topics', options: ['News', 'Offers'] },
  { id: 'intro', type: 'section', title: 'About you' },
];

async function configure(formId = 'contact') {
  const reply = await app.inject({ method: 'PUT', url: `/api/owner/forms/${formId}`, headers: ownerHeaders, payload: { name: 'Contact', fields: FIELDS } });
  expect(reply.statusCode).toBe(200);
}

async function newKey(): Promise<string> {
  return (await postForm(app, '/api/form/FormSubmissionKey', {})).json().key as string;
}

const goodValues = {
  name: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  phone: ['', '555', '123', '4567'],
  address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
  rating: { Service: '2', Price: '-1' },
  topics: ['News', 'Offers'],
};

function save(key: string, form: unknown = goodValues, extra: Record<string, string> = {}) {
  return postForm(app, '/api/form/SaveFormSubmission', { key, formId: 'contact', form: JSON.stringify(form), pagePath: '/contact', ...extra });
}

async function rowCount(): Promise<number> {
  return Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM form_submissions')).rows[0]!.n);
}

describe('SaveFormSubmission: the key is an idempotency key (issue 4, nothing lost)', () => {
  it('stores a key\'s submission at most once and answers a repeat with the first result', async () => {
    await configure();
    const key = await newKey();
    const first = await save(key);
    expect(first.statusCode).toBe(200);
    const again = await save(key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCount()).toBe(1);
  });

  it('stores one row when the same key arrives twice at the same moment', async () => {
    await configure();
    const key = await newKey();
    const replies = await Promise.all([save(key), save(key), save(key)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json().submissionId)).size).toBe(1);
    expect(await rowCount()).toBe(1);
  });

  it('keeps the key usable after a 400, so the corrected entries are stored with it', async () => {
    await configure();
    const key = await newKey();
    const bad = await save(key, { ...goodValues, email: 'ada@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: INVALID_EMAIL_MESSAGE });
    // The form shows the server's text over the marked fields: the spec's, as for its own check (spec 02 §8).
    expect(bad.json().error).toBe('One or more fields is invalid, please check your entries.');
    expect((await save(key)).statusCode).toBe(200);
    expect(await rowCount()).toBe(1);
  });

  it('does not replay a key on another form, and marks an unknown key as invalid', async () => {
    await configure();
    const reply = await save('no-such-key');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().keyInvalid).toBe(true);
  });
});

describe('SaveFormSubmission validates against the stored definition with the client rules (spec 02 §5)', () => {
  it('answers 400 with a field-id-to-message map', async () => {
    await configure();
    const reply = await save(await newKey(), { name: ['', ''], email: 'x', address: ['1 Main', '', 'Town', 'IL', '123', 'United States'], rating: { Service: '5' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({
      name: FIELD_REQUIRED_MESSAGE,
      email: INVALID_EMAIL_MESSAGE,
      address: INVALID_US_ZIP_MESSAGE,
      rating: '5 is not one of the expected options',
    });
    expect(await rowCount()).toBe(0);
  });

  it('answers 404 with the spec text for a form that was never configured', async () => {
    const reply = await save(await newKey());
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toBe('This form has not been configured yet.');
  });

  it('drops a submission whose honeypot is filled, silently', async () => {
    await configure();
    const reply = await save(await newKey(), goodValues, { honeypot: 'http://spam.example' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().success).toBe(true);
    expect(await rowCount()).toBe(0);
  });

  it('answers 429 with Retry-After past the per-visitor rate', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { formSubmission: 2 } });
    await postForm(app, '/api/form/FormSubmissionKey', {});
    await postForm(app, '/api/form/FormSubmissionKey', {});
    const limited = await postForm(app, '/api/form/FormSubmissionKey', {});
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Per visitor: another visitor (with a crumb this server issued) still gets keys; a crumb the
    // client made up is refused outright (issue 46).
    const issued = generateCrumb();
    const other = await app.inject({ method: 'POST', url: `/api/form/FormSubmissionKey?crumb=${issued}`, cookies: { crumb: issued } });
    expect(other.statusCode).toBe(200);
    const madeUp = await app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey?crumb=visitor-b', cookies: { crumb: 'visitor-b' } });
    expect(madeUp.statusCode).toBe(403);
    expect(madeUp.json().crumbFail).toBe(true);
  });

  it('refuses a definition with an unknown field type', async () => {
    const reply = await app.inject({ method: 'PUT', url: '/api/owner/forms/x', headers: ownerHeaders, payload: { fields: [{ id: 'a', type: 'signature' }] } });
    expect(reply.statusCode).toBe(400);
  });
});

describe('GET /api/form/submissions (owner): JSON newest first and CSV', () => {
  it('needs the owner token', async () => {
    await configure();
    expect((await app.inject({ method: 'GET', url: '/api/form/submissions?formId=contact' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/form/submissions.csv?formId=contact' })).statusCode).toBe(401);
  });

  it('lists a form\'s submissions newest first with their page fields', async () => {
    await configure();
    await save(await newKey(), { ...goodValues, email: 'first@example.com' });
    await save(await newKey(), { ...goodValues, email: 'second@example.com' });
    const reply = await app.inject({ method: 'GET', url: '/api/form/submissions?formId=contact', headers: ownerHeaders });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.submissions.map((s: { fields: { email: string } }) => s.fields.email)).toEqual(['second@example.com', 'first@example.com']);
    expect(body.submissions[0].page.pagePath).toBe('/contact');
    expect(body.submissions[0].createdAt).toBe(NOW.toISOString());
  });

  it('exports CSV with the field titles in the summary display types (spec 02 §3)', async () => {
    await configure();
    await save(await newKey());
    const reply = await app.inject({ method: 'GET', url: '/api/form/submissions.csv?formId=contact', headers: ownerHeaders });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    const [header, row] = reply.body.trim().split('\r\n');
    const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
    expect(header).toBe(
      quoted(['Submitted', 'Page', 'Name: First', 'Name: Last', 'Email', 'Phone: Country', 'Phone: Areacode', 'Phone: Prefix', 'Phone: Line', 'Address: Line1', 'Address: Line2', 'Address: City', 'Address: State', 'Address: Zip', 'Address: Country', 'Rating: Service', 'Rating: Price', 'Topics']),
    );
    expect(row).toBe(quoted([NOW.toISOString(), '/contact', 'Ada', 'Lovelace', 'ada@example.com', '', '555', '123', '4567', '1 Main St', '', 'Springfield', 'IL', '62701', 'US', 'Strongly Agree (2)', 'Disagree (-1)', 'News, Offers']));
  });

  it('answers 404 for an unknown form', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/form/submissions?formId=nope', headers: ownerHeaders });
    expect(reply.statusCode).toBe(404);
  });
});

describe('CSV cells and demo seeding', () => {
  it('quotes separators and defuses spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    const text = submissionsCsv([formFieldSchema.parse({ id: 'm', type: 'textarea', title: 'Message' })], [
      { id: '1', createdAt: 'now', fields: { m: 'line 1\nline 2' }, page: {} },
    ]);
    expect(text).toBe('"Submitted","Page","Message"\r\n"now","","line 1\nline 2"\r\n');
  });

  it('reads form definitions from demo block JSON and stores them once', async () => {
    const html = `<ss-form><script type="application/json">{"formId":"demo-a","fields":[{"id":"e","type":"email"}]}</script></ss-form>
      <ss-newsletter id="x"><script type="application/json">{"formId":"demo-b","isNewsletter":true,"fields":[]}</script></ss-newsletter>
      <ss-form><script type="application/json">{broken</script></ss-form>`;
    expect(formDefinitionsInHtml(html).map((d) => d.formId)).toEqual(['demo-a', 'demo-b']);
    // The same form shown on two pages (a popup embeds the newsletter): fields are merged by id.
    const twice = formDefinitionsInHtml(`${html}<ss-newsletter><script type="application/json">{"formId":"demo-b","fields":[{"id":"name","type":"text"}]}</script></ss-newsletter>`);
    expect(mergeFormDefinitions(twice).find((d) => d.formId === 'demo-b')!.fields.map((f) => f.id)).toEqual(['name']);
    const thrice = mergeFormDefinitions([...twice, ...formDefinitionsInHtml('<ss-form><script type="application/json">{"formId":"demo-b","fields":[{"id":"email","type":"email"},{"id":"name","type":"name"}]}</script></ss-form>')]);
    expect(thrice.find((d) => d.formId === 'demo-b')!.fields.map((f) => `${f.id}:${f.type}`)).toEqual(['name:text', 'email:email']);
    const seeded = await seedDemoForms(db, 'demo');
    expect(Array.isArray(seeded)).toBe(true);
    expect(await seedDemoForms(db, 'demo')).toEqual([]);
  });
});

describe('POST /api/form/plain/:formId (the no-script fallback form)', () => {
  function postPlain(formId: string, fields: Array<[string, string]>) {
    const body = new URLSearchParams();
    for (const [name, value] of fields) body.append(name, value);
    return app.inject({
      method: 'POST',
      url: `/api/form/plain/${formId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/forms.html' },
      payload: body.toString(),
    });
  }

  it('stores a plain post under the upgraded form\'s field names and answers a thank-you page', async () => {
    await configure();
    const reply = await postPlain('contact', [
      ['name-First', 'Ada'],
      ['name-Last', 'Lovelace'],
      ['email', 'ada@example.com'],
      ['phone-Areacode', '555'],
      ['phone-Prefix', '010'],
      ['phone-Line', '4477'],
      ['topics', 'News'],
      ['topics', 'Offers'],
      ['rating-0', '1'],
      ['website_confirm', ''],
    ]);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('Thank you! Your form was sent.');
    expect(reply.body).toContain('href="http://localhost/forms.html"');
    const rows = await db.query<{ fields: Record<string, unknown> }>('SELECT fields FROM form_submissions');
    expect(rows.rows[0]!.fields).toMatchObject({
      name: ['Ada', 'Lovelace'],
      phone: ['', '555', '010', '4477'],
      topics: ['News', 'Offers'],
      rating: { Service: '1' },
    });
  });

  const contactFields: Array<[string, string]> = [['name-First', 'Ada'], ['email', 'ada@example.com'], ['website_confirm', '']];
  async function configureSuccess(success: { successMessage?: string; successRedirect?: string }) {
    const reply = await app.inject({ method: 'PUT', url: '/api/owner/forms/contact', headers: ownerHeaders, payload: { name: 'Contact', fields: FIELDS, ...success } });
    expect(reply.statusCode).toBe(200);
  }

  // spec 02 §4: on success the form follows its redirect, else shows its success message.
  it('answers with the form\'s own success message, as text', async () => {
    await configureSuccess({ successMessage: '<p>Thanks, <strong>we&#39;ll</strong> write back</p><script>alert(1)</script>' });
    const reply = await postPlain('contact', contactFields);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<p>Thanks, we&#39;ll write back</p>');
    expect(reply.body).not.toContain('alert(1)');
    expect(reply.body).not.toContain('Thank you! Your form was sent.');
    expect(await rowCount()).toBe(1);
  });

  it('follows a safe success redirect after storing, and never a javascript: one', async () => {
    await configureSuccess({ successRedirect: '/thanks.html' });
    const reply = await postPlain('contact', contactFields);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/thanks.html');
    expect(await rowCount()).toBe(1);
    await configureSuccess({ successRedirect: 'javascript:alert(1)' });
    const refused = await postPlain('contact', [['name-First', 'Bo'], ['email', 'bo@example.com'], ['website_confirm', '']]);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('Thank you! Your form was sent.');
    const listed = await app.inject({ method: 'GET', url: '/api/owner/forms', headers: ownerHeaders });
    expect(listed.json().forms[0]).toMatchObject({ formId: 'contact', successRedirect: 'javascript:alert(1)', successMessage: null });
  });

  it('successMessageText keeps the words of owner HTML only', () => {
    expect(successMessageText('<h2>Done&nbsp;&amp; dusted</h2>\n<p>See <a href="/x">you</a></p>')).toBe('Done & dusted See you');
    expect(successMessageText('<style>p{}</style>Hi')).toBe('Hi');
    expect(successMessageText(null)).toBe('');
  });

  it('lists what to fix with the same rules, stores nothing; drops a filled honeypot silently', async () => {
    await configure();
    const bad = await postPlain('contact', [['email', 'nope']]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Name: This field is required.');
    expect(bad.body).toContain('Email: Please enter a valid email');
    const bot = await postPlain('contact', [['name-First', 'B'], ['email', 'bot@example.com'], ['website_confirm', 'http://spam.example']]);
    expect(bot.statusCode).toBe(200);
    expect(await rowCount()).toBe(0);
    const unknown = await postPlain('nope', [['email', 'a@b.co']]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This form has not been configured yet.');
  });

  it('refuses a post from another site', async () => {
    await configure();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/form/plain/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'email=a%40b.co',
    });
    expect(reply.statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
    // The browser that posted shows a page, not the API's JSON.
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('<h1>Form not sent</h1>');
    expect(reply.body).toContain('Requests from https://evil.example are not allowed');
  });

  it('answers a visitor over the rate limit with a page carrying the spec 02 §8 text and the wait', async () => {
    await app.close();
    app = await buildTestApp(db, { rateLimits: { formSubmission: 1 } });
    await configure();
    const entries: Array<[string, string]> = [['name-First', 'Ada'], ['name-Last', 'L'], ['email', 'ada@example.com'], ['website_confirm', '']];
    expect((await postPlain('contact', entries)).statusCode).toBe(200);
    const limited = await postPlain('contact', entries);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body).toContain('<p>Unable to submit form. Submission rate limit exceeded. Please try again later.</p>');
    expect(limited.body).toContain('<a href="http://localhost/forms.html">Back to the page</a>');
    expect(await rowCount()).toBe(1);
  });

  it('answers a failure of the server with a page carrying the spec 02 §8 text, not its JSON', async () => {
    await configure();
    const query = db.query.bind(db);
    db.query = ((text: string, ...rest: unknown[]) =>
      text.startsWith('SELECT fields, captcha') ? Promise.reject(new Error('connection lost')) : (query as (...args: unknown[]) => unknown)(text, ...rest)) as typeof db.query;
    try {
      const reply = await postPlain('contact', [['email', 'a@b.co']]);
      expect(reply.statusCode).toBe(500);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.body).toContain('<p>Unable to send form. Please try again later.</p>');
      expect(reply.body).not.toContain('connection lost');
    } finally {
      db.query = query;
    }
  });
});
