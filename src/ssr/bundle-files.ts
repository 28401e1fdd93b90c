import { readFile } from 'node:fs/promises';
import type { StylesheetFiles } from './stylesheet-files.js';

/**
 * The build's list of stylesheet files (`dist/ssr/stylesheets.json`, beside this module once
 * built). Without it (or when it cannot be read) rendered blocks carry their CSS inline.
 */
export async function loadStylesheetFiles(url: URL = new URL('./stylesheets.json', import.meta.url)): Promise<StylesheetFiles | undefined> {
  try {
    const json = JSON.parse(await readFile(url, 'utf8')) as unknown;
    if (json && typeof json === 'object' && 'files' in json && json.files && typeof json.files === 'object') return json as StylesheetFiles;
  } catch {
    // No build beside this module (running from source): inline styles.
  }
  return undefined;
}
