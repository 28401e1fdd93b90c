import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CENSUS_VISITOR_COOKIE,
  VISITOR_RECORD_COOKIE,
  VISITOR_RECORD_LIFETIME_MS,
  VISIT_TIMER_COOKIE,
  VISIT_TIMER_LIFETIME_MS,
  formatVisitorRecord,
  nextVisitState,
  parseVisitTimer,
  parseVisitorId,
  parseVisitorRecord,
  visitCookieAssignments,
} from '../../../src/runtime/analytics/visit-cookies.js';

const NOW = 1_800_000_000_000;
const newId = () => 'new-visitor';

describe('visit cookies (spec 01 §3-5, §9)', () => {
  // spec 01 §9 visitor-record cookie 2 years; visit timer 30 minutes.
  it('has the spec lifetimes', () => {
    expect(VISITOR_RECORD_LIFETIME_MS).toBe(2 * 365 * 86_400_000);
    expect(VISIT_TIMER_LIFETIME_MS).toBe(30 * 60_000);
  });

  // spec 01 §5 visitor-record cookie: id of word characters or hyphens, then four positive integers.
  it.each([
    ['abc-123_X|1|2|3|4', { id: 'abc-123_X', firstVisit: 1, previousVisit: 2, currentVisit: 3, visitCount: 4 }],
    ['a|1|1|1|1', { id: 'a', firstVisit: 1, previousVisit: 1, currentVisit: 1, visitCount: 1 }],
    ['a.b|1|2|3|4', null],
    ['|1|2|3|4', null],
    ['a|1|2|3', null],
    ['a|1|2|3|4|5', null],
    ['a|0|2|3|4', null],
    ['a|1|2|3|-4', null],
    ['a|1|2|3|4.5', null],
    ['a|1|2|3|99999999999999999999', null],
    ['a |1|2|3|4', null],
    ['', null],
  ])('parses %j as %j', (text, expected) => {
    expect(parseVisitorRecord(text)).toEqual(expected);
  });

  // spec 01 §5 timer cookie: a positive integer without a leading zero.
  it.each([
    ['1', 1],
    ['1800000000000', 1_800_000_000_000],
    ['0', null],
    ['01', null],
    ['-5', null],
    ['1.5', null],
    ['', null],
    ['12a', null],
  ])('timer %j is %j', (text, expected) => {
    expect(parseVisitTimer(text)).toBe(expected);
  });

  // spec 01 §4 visit cookies: the three transitions.
  it('keeps both cookies when both are valid', () => {
    const state = nextVisitState('v1|10|20|30|3', String(NOW - 60_000), NOW, newId);
    expect(state.transition).toBe('unchanged');
    expect(state.record).toEqual({ id: 'v1', firstVisit: 10, previousVisit: 20, currentVisit: 30, visitCount: 3 });
    expect(visitCookieAssignments(state, NOW, false)).toEqual([]);
  });

  it('counts a new visit and resets the timer when the record is valid but the timer expired or is missing', () => {
    for (const timer of [null, 'garbage', '01', String(NOW - VISIT_TIMER_LIFETIME_MS)]) {
      const state = nextVisitState('v1|10|20|30|3', timer, NOW, newId);
      expect(state.transition).toBe('new-visit');
      expect(state.record).toEqual({ id: 'v1', firstVisit: 10, previousVisit: 30, currentVisit: NOW, visitCount: 4 });
      expect(state.timer).toBe(NOW);
    }
  });

  it('creates both cookies with count 1 when the record is missing or invalid', () => {
    for (const record of [null, 'bad', 'v1|1|2|3']) {
      const state = nextVisitState(record, String(NOW - 1000), NOW, newId);
      expect(state.transition).toBe('new-visitor');
      expect(state.record).toEqual({ id: 'new-visitor', firstVisit: NOW, previousVisit: NOW, currentVisit: NOW, visitCount: 1 });
      expect(state.timer).toBe(NOW);
    }
  });

  // spec 01 §4 "Both are set for the whole site path"; §3 ss_cvr sent with census calls.
  it('writes the record, the timer and ss_cvr for the whole site with their lifetimes', () => {
    const state = nextVisitState(null, null, NOW, newId);
    const [record, timer, visitor] = visitCookieAssignments(state, NOW, true);
    expect(record).toMatch(new RegExp(`^${VISITOR_RECORD_COOKIE}=new-visitor\\|${NOW}\\|${NOW}\\|${NOW}\\|1; `));
    expect(record).toContain(`max-age=${VISITOR_RECORD_LIFETIME_MS / 1000}`);
    expect(timer).toMatch(new RegExp(`^${VISIT_TIMER_COOKIE}=${NOW}; `));
    expect(timer).toContain('max-age=1800');
    expect(visitor).toMatch(new RegExp(`^${CENSUS_VISITOR_COOKIE}=new-visitor; `));
    for (const cookie of [record, timer, visitor]) {
      expect(cookie).toContain('path=/');
      expect(cookie).toContain('Secure');
    }
  });

  it('round-trips every valid record (property)', () => {
    const record = fc.record({
      id: fc.stringMatching(/^[\w-]{1,40}$/),
      firstVisit: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      previousVisit: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      currentVisit: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      visitCount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    });
    fc.assert(
      fc.property(record, (value) => {
        expect(parseVisitorRecord(formatVisitorRecord(value))).toEqual(value);
      }),
    );
  });

  it('never throws on arbitrary cookie text and always yields a valid state (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (recordText, timerText) => {
        const state = nextVisitState(recordText, timerText, NOW, newId);
        expect(parseVisitorRecord(formatVisitorRecord(state.record))).toEqual(state.record);
        expect(state.record.visitCount).toBeGreaterThanOrEqual(1);
        expect(parseVisitTimer(String(state.timer))).toBe(state.timer);
      }),
    );
  });
});

describe('the visitor id (spec 01 §5)', () => {
  it('is word characters or hyphens, at most 100 of them; anything else is no visitor', () => {
    expect(parseVisitorId('visitor-1_A')).toBe('visitor-1_A');
    expect(parseVisitorId('v'.repeat(100))).toBe('v'.repeat(100));
    for (const bad of ['', 'v'.repeat(101), 'a b', 'a|1', 'é', '\uD800', undefined, null, 42]) expect(parseVisitorId(bad)).toBeNull();
  });

  it('accepts exactly the ids a visitor record can carry, up to the stored length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const record = parseVisitorRecord(`${text}|1|1|1|1`);
        expect(parseVisitorId(text)).toBe(record && text.length <= 100 ? text : null);
      }),
    );
  });
});
