import { describe, expect, it } from 'vitest';
import {
  attributeToProperty,
  booleanAttribute,
  enumAttribute,
  integerAttribute,
  parseAttributes,
  stringAttribute,
} from '../../../src/runtime/attributes/element-attributes.js';

const definitions = {
  'allow-multiple': booleanAttribute(),
  'heading-level': integerAttribute(3, { min: 2, max: 6 }),
  design: enumAttribute(['grid', 'list'], 'grid'),
  label: stringAttribute('Menu'),
};

function parse(attributes: Record<string, string>) {
  return parseAttributes('ss-x', definitions, (name) => attributes[name] ?? null);
}

describe('element attributes (HTML rules for every block)', () => {
  it('uses the defaults when attributes are absent', () => {
    expect(parse({})).toEqual({ values: { allowMultiple: false, headingLevel: 3, design: 'grid', label: 'Menu' }, errors: [] });
  });

  it('treats a bare boolean attribute as true and the text "false" as false', () => {
    expect(parse({ 'allow-multiple': '' }).values.allowMultiple).toBe(true);
    expect(parse({ 'allow-multiple': 'allow-multiple' }).values.allowMultiple).toBe(true);
    expect(parse({ 'allow-multiple': 'false' }).values.allowMultiple).toBe(false);
  });

  it('replaces invalid values with the default and says what was expected', () => {
    const { values, errors } = parse({ 'heading-level': '9', design: 'masonry' });
    expect(values.headingLevel).toBe(3);
    expect(values.design).toBe('grid');
    expect(errors).toEqual([
      '<ss-x heading-level="9">: expected a whole number from 2 to 6; using 3.',
      '<ss-x design="masonry">: expected one of grid, list; using "grid".',
    ]);
  });

  it('accepts valid numbers and enum values in any case', () => {
    expect(parse({ 'heading-level': ' 2 ', design: 'LIST' }).values).toMatchObject({ headingLevel: 2, design: 'list' });
    expect(parse({ 'heading-level': '2.5' }).errors).toHaveLength(1);
    expect(parse({ 'heading-level': '' }).errors).toHaveLength(1);
  });

  it('names properties in camel case', () => {
    expect(attributeToProperty('allow-multiple')).toBe('allowMultiple');
    expect(attributeToProperty('selected')).toBe('selected');
  });

  it('serialises property values back to attributes', () => {
    expect(booleanAttribute().serialise(true)).toBe('');
    expect(booleanAttribute().serialise(false)).toBeNull();
    expect(integerAttribute(0).serialise(4)).toBe('4');
  });
});
