import { describe, expect, it, vi } from 'vitest';
import { buildContextSchemaInTurns, isPageContextResolved, resolvePageContext } from '../../../src/runtime/context/current-context.js';
import { PAGE_CONTEXT_SCHEMA_PARTS } from '../../../src/runtime/context/page-context.js';

/** A document holding only the page-context script (spec 01 §3). */
const pageWithContext = (json: string) => ({ getElementById: (id: string) => (id === 'ss-context' ? { textContent: json } : null) }) as unknown as Document;

describe('the page context, read in turns (spec 01 §3)', () => {
  it('builds the schema one part per turn before the read, then reads the context; nothing to build once read', async () => {
    const turns: number[] = [];
    await buildContextSchemaInTurns(async () => void turns.push(turns.length));
    // a turn before each part, and the read in a turn of its own after the last
    expect(turns).toHaveLength(PAGE_CONTEXT_SCHEMA_PARTS.length + 1);
    expect(isPageContextResolved()).toBe(false);

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = resolvePageContext(pageWithContext('{"locale":"de-DE","website":{"id":"w1"}}'));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(context.locale).toBe('de-DE');
    expect(context.website.id).toBe('w1');
    expect(context.websiteSettings.storeSettings.selectedCurrency).toBe('USD');

    let more = 0;
    await buildContextSchemaInTurns(async () => void more++);
    expect(more).toBe(0);
  });
});
