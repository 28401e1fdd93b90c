/**
 * How long browsers may keep the bundle's files. Chunks and stylesheets carry a content hash in
 * their name, so a changed file has a new name: they are cached for a year and never revalidated.
 * The loader (`sitestack.js`, the URL pages include), its stylesheet and the build lists keep
 * their names, so browsers revalidate them (a 304 costs one small round trip).
 */
export const BUNDLE_CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, no-cache',
} as const;

/** A hashed file name: `name-<hash>.js` / `name-<hash>.css` (rollup and the stylesheet files). */
const HASHED_FILE = /[\\/](chunks|styles)[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.(js|css)(\.map)?(\.br|\.gz)?$/;

export function bundleCacheControl(path: string): string {
  return HASHED_FILE.test(path) ? BUNDLE_CACHE_CONTROL.immutable : BUNDLE_CACHE_CONTROL.revalidate;
}
