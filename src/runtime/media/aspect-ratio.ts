/**
 * An aspect ratio as owners write it: `16:9`, `16/9`, `16x9`, `1.78` or a number → width / height;
 * null for `Auto`, empty or invalid values. Used by the gallery and embed blocks.
 */
export function parseAspectRatio(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (!value || value.trim().toLowerCase() === 'auto') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[:/x]\s*(\d+(?:\.\d+)?))?\s*$/i.exec(value);
  if (!match) return null;
  const ratio = match[2] ? Number(match[1]) / Number(match[2]) : Number(match[1]);
  return Number.isFinite(ratio) && ratio > 0 ? ratio : null;
}
