/**
 * Each block's stylesheets in the order its shadow root takes them (blockStyleTexts). The build
 * writes them as one content-hashed file per block (scripts/build-ssr.mjs), so a rendered
 * block costs the page one stylesheet request, not one per sheet; the renderer links that file.
 */
import { blockImports } from '../elements/block-imports.js';
import { blockStyleTexts } from '../elements/stylesheets.js';

/** The text of the one file that holds all of a block's stylesheets. */
export function combinedStyleText(texts: readonly string[]): string {
  return texts.join('\n');
}

/** Every block's stylesheets by tag, for the build. A block whose module cannot load in Node is left out. */
export async function stylesheetsOfBlocks(): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    Object.entries(blockImports).map(async ([tag, importer]) => {
      try {
        const styles = ((await importer()).default?.definition as { styles?: readonly string[] } | undefined)?.styles;
        return styles ? ([tag, blockStyleTexts(styles)] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}
