import { loadExternalScript } from '../dom/external-script.js';

/**
 * The social follow button (spec 02 §3 follow widget, §4, §9 "Follow widget time-out 10000 ms"):
 * a plain profile link `<a data-ss-follow-script="https://platform.example/widgets.js" href="...">Follow @name</a>`
 * that the platform's widgets script turns into its button. The script gets 10 s; when it
 * fails the plain link stays, which is the button's fallback.
 */
export const FOLLOW_WIDGET_TIMEOUT_MS = 10_000;
export const FOLLOW_BUTTON_SELECTOR = 'a[data-ss-follow-script]';
export const FOLLOW_STATE_ATTRIBUTE = 'data-ss-follow-state';

/**
 * The hosts of the social platforms' widgets scripts. The script named by a link's attribute runs
 * with the page's rights, and anyone who may write a link with data attributes (a CMS author
 * without script rights) could name any script: only these hosts, over https, are loaded.
 */
const FOLLOW_SCRIPT_HOSTS: readonly string[] = [
  'platform.twitter.com',
  'connect.facebook.net',
  'assets.pinterest.com',
  'platform.linkedin.com',
  'www.instagram.com',
  'www.tiktok.com',
];

/** The platform script a follow link names, or null when it is not one of FOLLOW_SCRIPT_HOSTS over https. */
export function followScriptUrl(src: string | null): string | null {
  try {
    const url = new URL(src ?? '');
    return url.protocol === 'https:' && FOLLOW_SCRIPT_HOSTS.includes(url.hostname) && !url.username && !url.password && !url.port ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Loads each platform script once; marks every follow link `loaded` or `link` (plain link kept,
 * also when its script is not a platform's).
 */
export function startFollowButtons(doc: Document = document, timeoutMs: number = FOLLOW_WIDGET_TIMEOUT_MS): Promise<void> {
  const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>(FOLLOW_BUTTON_SELECTOR));
  const byScript = new Map<string, HTMLAnchorElement[]>();
  for (const link of links) {
    const src = followScriptUrl(link.getAttribute('data-ss-follow-script'));
    if (!src) {
      link.setAttribute(FOLLOW_STATE_ATTRIBUTE, 'link');
      continue;
    }
    byScript.set(src, [...(byScript.get(src) ?? []), link]);
  }
  return Promise.all(
    [...byScript].map(([src, group]) => {
      group.forEach((link) => link.setAttribute(FOLLOW_STATE_ATTRIBUTE, 'loading'));
      return loadExternalScript(src, { timeoutMs, doc }).then(
        () => group.forEach((link) => link.setAttribute(FOLLOW_STATE_ATTRIBUTE, 'loaded')),
        () => group.forEach((link) => link.setAttribute(FOLLOW_STATE_ATTRIBUTE, 'link')),
      );
    }),
  ).then(() => undefined);
}
