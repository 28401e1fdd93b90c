// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { parseBlockJson, parseBlockJsonObject, readBlockJsonText } from '../../../src/runtime/blocks/block-data.js';

function host(html: string, attribute?: string): HTMLElement {
  const element = document.createElement('ss-x');
  element.innerHTML = html;
  if (attribute !== undefined) element.setAttribute('data-block-json', attribute);
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

function engineMessage(text: string): string {
  try {
    JSON.parse(text);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('block data (DESIGN.md "Page context and block data")', () => {
  it('takes a non-blank data-block-json attribute first', () => {
    expect(readBlockJsonText(host('<script type="application/json">{"a":2}</script>', '{"a":1}'))).toBe('{"a":1}');
  });

  it('falls back to the first child JSON script when the attribute is absent or blank', () => {
    expect(readBlockJsonText(host('<script type="application/json">{"a":2}</script>'))).toBe('{"a":2}');
    expect(readBlockJsonText(host('<script type="application/json">{"a":2}</script><script type="application/json">{"a":3}</script>', '  '))).toBe('{"a":2}');
  });

  it('ignores scripts of other types and JSON scripts nested deeper than a child', () => {
    expect(readBlockJsonText(host('<script>var a</script><div><script type="application/json">{}</script></div>'))).toBeNull();
  });

  it('accepts the type in any case and with spaces, as browsers do', () => {
    expect(readBlockJsonText(host('<script type=" Application/JSON ">[1]</script>'))).toBe('[1]');
  });

  it('treats blank text as no data', () => {
    expect(readBlockJsonText(host('<script type="application/json">   </script>'))).toBeNull();
    expect(parseBlockJson('  ')).toEqual({ status: 'none' });
    expect(parseBlockJson(null)).toEqual({ status: 'none' });
  });

  it('never throws on bad JSON: it names the problem', () => {
    const parsed = parseBlockJson('{design: grid}');
    expect(parsed.status).toBe('invalid');
    // Our words for the page, the same everywhere; the engine's (worded differently by Node and each browser) apart.
    expect(parsed.status === 'invalid' && parsed.message).toBe('the block data is not valid JSON');
    expect(parsed.status === 'invalid' && parsed.detail).toBe(engineMessage('{design: grid}'));
  });

  it('object block data: missing is an empty object, arrays and scalars are refused', () => {
    expect(parseBlockJsonObject(null)).toEqual({ value: {} });
    expect(parseBlockJsonObject('{"a":1}')).toEqual({ value: { a: 1 } });
    expect(parseBlockJsonObject('[1]')).toEqual({ error: 'the block data must be a JSON object' });
    expect(parseBlockJsonObject('null')).toEqual({ error: 'the block data must be a JSON object' });
  });
});
