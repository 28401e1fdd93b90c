import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { FOCUS_CONTAINMENT_SCOPE_ERROR, checkFocusContainmentScope, containedFocusables, wrappedFocusTarget } from '../../../src/runtime/dom/focus-containment.js';

const { document } = new JSDOM(`<main><button id="out">x</button><div id="box"><button id="a">a</button><a id="b" href="#">b</a><button disabled>c</button><span tabindex="-1">d</span><input id="e"></div></main>`).window;
const ids = (elements: Element[]) => elements.map((element) => element.id);

// spec 03 §5 "Focus containment requires exactly one of container and predicate."
describe('focus containment (spec 03 §5)', () => {
  it('requires exactly one of container and predicate', () => {
    expect(() => checkFocusContainmentScope({})).toThrow(FOCUS_CONTAINMENT_SCOPE_ERROR);
    expect(() => checkFocusContainmentScope({ container: document.body, predicate: () => true })).toThrow(FOCUS_CONTAINMENT_SCOPE_ERROR);
    expect(() => checkFocusContainmentScope({ container: document.body })).not.toThrow();
    expect(() => checkFocusContainmentScope({ predicate: () => true })).not.toThrow();
  });

  it('finds what Tab can reach inside a container, or among the elements a predicate accepts', () => {
    expect(ids(containedFocusables({ container: document.getElementById('box')! }))).toEqual(['a', 'b', 'e']);
    expect(ids(containedFocusables({ predicate: (element) => element.localName === 'button' }, document))).toEqual(['out', 'a']);
  });

  it('wraps Tab from the last to the first and Shift+Tab from the first to the last, and leaves other moves to the browser', () => {
    const list = ['a', 'b', 'e'];
    expect(wrappedFocusTarget(list, 'e', false)).toBe('a');
    expect(wrappedFocusTarget(list, 'a', true)).toBe('e');
    expect(wrappedFocusTarget(list, 'b', false)).toBeNull();
    expect(wrappedFocusTarget(list, 'outside', false)).toBe('a');
    expect(wrappedFocusTarget([], 'a', false)).toBeNull();
  });
});
