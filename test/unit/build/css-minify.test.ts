import { describe, expect, it } from 'vitest';
import { minifyCss } from '../../../scripts/css-inline-plugin.mjs';

const minify = minifyCss as (css: string) => string;

describe('minifyCss (block stylesheets and dist/sitestack.css)', () => {
  it('drops comments and the whitespace around braces, semicolons, commas and child combinators', () => {
    expect(minify('/* note */\n.a > .b ,\n.c {\n  color: red ;\n  margin: 0;\n}\n')).toBe('.a>.b,.c{color:red;margin:0}');
  });

  it('keeps the descendant combinator before a pseudo-class or pseudo-element', () => {
    // `.text :is(p)` selects descendants; `.text:is(p)` would select .text itself.
    expect(minify('.text :is(p, ::slotted(p)) { margin: 0; }')).toBe('.text :is(p,::slotted(p)){margin:0}');
    expect(minify('.content ::slotted(*) { color: inherit; }')).toBe('.content ::slotted(*){color:inherit}');
    expect(minify('.content > ::slotted(:first-child) { margin: 0; }')).toBe('.content>::slotted(:first-child){margin:0}');
  });

  it('keeps pseudo-classes joined to their compound selector', () => {
    expect(minify('a:hover , button:focus-visible { outline: 2px solid; }')).toBe('a:hover,button:focus-visible{outline:2px solid}');
  });
});
