import { readFile } from 'node:fs/promises';
import type { StylesheetFiles } from './stylesheet-files.js';

/** The build's chunk lists (`dist/ssr/chunks.json`, written by scripts/chunk-graph-plugin.mjs). */
export interface ChunkFiles {
  loader: string;
  /** Chunks the loader imports as every page starts. */
  start: string[];
  /** Each block's chunk and the chunks it imports, by tag. */
  blocks: Record<string, string[]>;
}

/** What the server renderer knows of a build: its stylesheet files and chunk lists. */
export interface BundleFiles {
  stylesheets?: StylesheetFiles;
  chunks?: ChunkFiles;
}

async function readJson<T>(url: URL, isValid: (json: unknown) => boolean): Promise<T | undefined> {
  try {
    const json = JSON.parse(await readFile(url, 'utf8')) as unknown;
    return isValid(json) ? (json as T) : undefined;
  } catch {
    // No build there (running from source): styles are inlined and nothing is preloaded.
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads the lists a build wrote into its `ssr/` folder (`ssrFolder` ends with a slash). */
export async function loadBundleFiles(ssrFolder: URL): Promise<BundleFiles> {
  const [stylesheets, chunks] = await Promise.all([
    readJson<StylesheetFiles>(new URL('stylesheets.json', ssrFolder), (json) => isObject(json) && isObject(json.files)),
    readJson<ChunkFiles>(new URL('chunks.json', ssrFolder), (json) => isObject(json) && Array.isArray(json.start) && isObject(json.blocks)),
  ]);
  return { stylesheets, chunks };
}
