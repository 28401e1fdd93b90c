import { describe, expect, it } from 'vitest';
import { parseGalleryBlockData } from '../../../src/runtime/gallery/gallery-block-data.js';
import { galleryText } from '../../../src/runtime/gallery/gallery-texts.js';
import { isEditableField } from '../../../src/runtime/dom/editable-field.js';
import { slideName } from '../../../src/runtime/gallery/slide-name.js';

const element = (localName: string, isContentEditable = false) => ({ localName, isContentEditable }) as unknown as EventTarget;

describe('gallery keys, names and block data', () => {
  it('arrow keys inside editable fields are left to the field', () => {
    // spec 03 §5: key handling ignores keypresses inside editable fields
    for (const name of ['input', 'textarea', 'select']) expect(isEditableField(element(name))).toBe(true);
    expect(isEditableField(element('div', true))).toBe(true);
    expect(isEditableField(element('button'))).toBe(false);
    expect(isEditableField(element('section'))).toBe(false);
    expect(isEditableField(null)).toBe(false);
  });

  it("a slide's accessible name is its title, else its alt text, else its position", () => {
    expect(slideName({ title: 'Harbour', alt: 'Boats' }, 0, 3)).toBe('Harbour');
    expect(slideName({ title: '', alt: 'Boats' }, 0, 3)).toBe('Boats');
    expect(slideName({ title: '', alt: '' }, 1, 3)).toBe('Image 2 of 3');
  });

  it('block data goes through the shared block-data parser: blank is none, bad JSON is named', () => {
    // spec 03 §5: unparseable gallery block data logs an error (decoding gallery block data)
    expect(parseGalleryBlockData('   ')).toEqual({ ok: true, data: {} });
    expect(parseGalleryBlockData(null)).toEqual({ ok: true, data: {} });
    const broken = parseGalleryBlockData('{design: grid}');
    expect(broken.ok).toBe(false);
    // The console has the engine's words too; the block's note only ours (issue 47 §4: Node and browsers word it differently).
    expect(!broken.ok && broken.error).toMatch(/^Error decoding gallery block data: the block data is not valid JSON\. \(.+\)$/);
    expect(!broken.ok && broken.problem.textName).toBe('dataDecodeError');
    expect(!broken.ok && galleryText(broken.problem.textName, broken.problem.params)).toBe('Error decoding gallery block data: the block data is not valid JSON.');
  });
});
