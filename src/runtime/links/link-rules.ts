/**
 * Link classification and the URL rules by kind, spec 01 §2 "Link classification" and §5
 * "URL rules by kind". Every block that renders an owner's link (button, image, map card,
 * summary) asks `classifyLink` what the link is and whether it may be rendered as one.
 */

/** Spec 01 §5: the seven categories a link falls into. */
export const LINK_CATEGORIES = [
  'empty',
  'anchor',
  'content link',
  'external link',
  'file link',
  'malformed protocol',
  'misc protocol',
] as const;
export type LinkCategory = (typeof LINK_CATEGORIES)[number];

/** What kind of URL rule applies to a link. */
export type LinkKind =
  | 'empty'
  | 'anchor'
  | 'internal'
  | 'file'
  | 'collection panel'
  | 'http'
  | 'tel'
  | 'sms'
  | 'mailto'
  | 'ftp'
  | 'javascript'
  | 'other protocol';

/**
 * Spec 01 §5 length limits ("under N characters"): a link is valid only when its full text is
 * shorter than the limit for its kind.
 */
export const LINK_LENGTH_LIMITS = Object.freeze({
  tel: 50,
  sms: 1000,
  mailto: 1000,
  anchor: 100,
  ftp: 100,
  javascript: 250,
  internal: 150,
} as const);

/** Spec 01 §5: a tel link's number holds digits, plus and minus only, at least 4 of them. */
export const TEL_NUMBER_PATTERN = /^(?=(?:[+-]*\d){4})[\d+-]+$/;
/** Spec 01 §2: file links are paths starting with /s/. */
export const FILE_LINK_PREFIX = '/s/';
/** Spec 01 §2: collection panel paths look like /pages/{24-character id}. */
export const COLLECTION_PANEL_PATTERN = /^\/pages\/([0-9a-zA-Z]{24})\/?(?:[?#].*)?$/;

export interface LinkClassification {
  category: LinkCategory;
  kind: LinkKind;
  /** Whether the link follows its kind's rule (spec 01 §5) and may be rendered as a link. */
  valid: boolean;
  /** The trimmed link text (bare host names such as `example.com` get `https://`). */
  href: string;
  /** For collection panel paths: the 24-character collection id. */
  collectionId?: string;
  /** Why an invalid link is invalid, for the console and the owner. */
  problem?: string;
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
// A bare host name such as `example.com/path`: a dotted name made of letters, digits and hyphens.
const BARE_HOST = /^(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}(?::\d+)?(?:[/?#]|$)/;
// Looks like a scheme typed wrongly: `http//x`, `https:/x`, `htp://x`, `mailto//`.
const BROKEN_WEB_SCHEME = /^(?:h?t?t?ps?|ftp|mailto|tel|sms)(?:\/\/|:\/(?!\/)|;\/\/)/i;

function lengthProblem(href: string, limit: number): string | undefined {
  return href.length < limit ? undefined : `longer than ${limit - 1} characters`;
}

function result(category: LinkCategory, kind: LinkKind, href: string, problem?: string, extra: Partial<LinkClassification> = {}): LinkClassification {
  return problem === undefined ? { category, kind, href, valid: true, ...extra } : { category, kind, href, valid: false, problem, ...extra };
}

/** The body of a `scheme:body` link without its query (`mailto:a@b.c?subject=x` → `a@b.c`). */
function schemeBody(href: string, scheme: string): string {
  return href.slice(scheme.length + 1).split('?')[0]!;
}

/** Spec 01 §5 mailto rule: under 1000 characters, exactly one at-sign and a dotted extension. */
export function isValidMailAddress(address: string): boolean {
  const parts = address.split('@');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return false;
  return /^[^\s@.][^\s@]*\.[^\s@.]+$/.test(parts[1]!);
}

/**
 * Link text as the URL parser reads it (URL Standard, basic URL parser): leading and trailing C0
 * control and space characters are stripped, and ASCII tab and newline removed everywhere. So
 * `"\u0001javascript:x"` and `"java\tscript:x"` are both `javascript:` links to a browser, and
 * must be to the rules too (issue 17).
 */
export function urlParserText(input: string): string {
  return input.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

// A C0 control or DEL left inside the text after the parser's own stripping.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Classifies any link text (never throws) following spec 01 §2 and §5. */
export function classifyLink(input: string | null | undefined): LinkClassification {
  const href = urlParserText(input ?? '').trim();
  if (href === '') return result('empty', 'empty', '');
  if (CONTROL_CHARACTER.test(href)) return result('malformed protocol', 'other protocol', href, 'contains control characters');

  if (href.startsWith('#')) return result('anchor', 'anchor', href, lengthProblem(href, LINK_LENGTH_LIMITS.anchor));

  if (href.startsWith('/') && !href.startsWith('//')) {
    const problem = lengthProblem(href, LINK_LENGTH_LIMITS.internal);
    if (href.startsWith(FILE_LINK_PREFIX)) return result('file link', 'file', href, problem);
    const panel = COLLECTION_PANEL_PATTERN.exec(href);
    if (panel) return result('content link', 'collection panel', href, problem, { collectionId: panel[1]! });
    return result('content link', 'internal', href, problem);
  }

  if (href.startsWith('//')) {
    return hasHost(`https:${href}`) ? result('external link', 'http', href) : result('malformed protocol', 'http', href, 'no host name');
  }

  if (BROKEN_WEB_SCHEME.test(href)) return result('malformed protocol', 'other protocol', href, 'the protocol is misspelt');

  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (BARE_HOST.test(href)) return result('external link', 'http', `https://${href}`);
    // A relative path without a slash (`about`, `page.html`) resolves against the current page.
    return /\s/.test(href) ? result('malformed protocol', 'other protocol', href, 'contains spaces') : result('content link', 'internal', href, lengthProblem(href, LINK_LENGTH_LIMITS.internal));
  }

  switch (scheme) {
    case 'http':
    case 'https':
      return hasHost(href) ? result('external link', 'http', href) : result('malformed protocol', 'http', href, 'no host name');
    case 'tel': {
      const number = schemeBody(href, scheme);
      const problem = lengthProblem(href, LINK_LENGTH_LIMITS.tel) ?? (TEL_NUMBER_PATTERN.test(number) ? undefined : 'a phone number needs at least 4 digits, plus or minus signs and nothing else');
      return result(problem ? 'malformed protocol' : 'misc protocol', 'tel', href, problem);
    }
    case 'sms': {
      const problem = lengthProblem(href, LINK_LENGTH_LIMITS.sms) ?? (schemeBody(href, scheme) === '' ? 'no number' : undefined);
      return result(problem ? 'malformed protocol' : 'misc protocol', 'sms', href, problem);
    }
    case 'mailto': {
      const problem = lengthProblem(href, LINK_LENGTH_LIMITS.mailto) ?? (isValidMailAddress(decodeSafely(schemeBody(href, scheme))) ? undefined : 'an e-mail address needs exactly one @ and a dotted domain');
      return result(problem ? 'malformed protocol' : 'misc protocol', 'mailto', href, problem);
    }
    case 'ftp': {
      const problem = lengthProblem(href, LINK_LENGTH_LIMITS.ftp) ?? (hasHost(href) ? undefined : 'no host name');
      return result(problem ? 'malformed protocol' : 'misc protocol', 'ftp', href, problem);
    }
    case 'javascript':
      return result('misc protocol', 'javascript', href, lengthProblem(href, LINK_LENGTH_LIMITS.javascript));
    default:
      return result('misc protocol', 'other protocol', href);
  }
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function hasHost(href: string): boolean {
  try {
    return new URL(href).hostname.length > 0;
  } catch {
    return false;
  }
}

/** The protocols a rendered link may lead to: the web, and the kinds spec 01 §5 gives rules for. */
export const RENDERABLE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:', 'ftp:']);

// Any base works: it only stands in for the page so relative links resolve.
const PARSE_BASE = 'https://site.invalid/';

/**
 * The href a block renders for an owner's link, or null when it must be shown as plain text:
 * empty and invalid links, javascript: links (block data must never run script) and every
 * protocol outside RENDERABLE_PROTOCOLS (data:, vbscript:, blob:, ...). The last word is the URL
 * parser's: what the browser would navigate to is what was judged.
 */
export function renderableHref(input: string | null | undefined): string | null {
  const link = classifyLink(input);
  if (!link.valid || link.category === 'empty' || link.kind === 'javascript') return null;
  try {
    if (!RENDERABLE_PROTOCOLS.has(new URL(link.href, PARSE_BASE).protocol)) return null;
  } catch {
    return null;
  }
  return link.href;
}

/**
 * A path on this site (`/journal/post`), or null: never `//host` or `/\\host` (the browser
 * reads both as another host), never control characters, never anything that resolves to
 * another origin. For summaries and redirects that may only stay on the site.
 */
export function sameSitePath(input: string | null | undefined): string | null {
  const text = urlParserText(input ?? '');
  if (!/^\/(?![/\\])/.test(text) || CONTROL_CHARACTER.test(text)) return null;
  try {
    return new URL(text, PARSE_BASE).origin === new URL(PARSE_BASE).origin ? text : null;
  } catch {
    return null;
  }
}
