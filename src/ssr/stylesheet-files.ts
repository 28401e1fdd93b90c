import { createHash } from 'node:crypto';

/**
 * The build writes each block stylesheet as `styles/<name>-<hash>.css` (scripts/css-inline-plugin.mjs)
 * and lists them by content hash in `dist/ssr/stylesheets.json`, so a server-rendered shadow root
 * links one cached file per stylesheet instead of repeating the CSS in every instance.
 */
export interface StylesheetFiles {
  /** Content hash -> file name under the bundle folder. */
  files: Record<string, string>;
}

/** The content hash naming a stylesheet file (the same as the build's `stylesheetHash`). */
export function stylesheetHash(cssText: string): string {
  return createHash('sha256').update(cssText).digest('hex').slice(0, 12);
}

/** The URL of the file holding exactly `cssText`, or null when the build made none. */
export function stylesheetHref(cssText: string, files: StylesheetFiles | undefined, bundleFolder: string): string | null {
  const fileName = files?.files[stylesheetHash(cssText)];
  return fileName ? new URL(fileName, bundleFolder).href : null;
}
