/**
 * Console errors about one element's set-up (bad attributes, bad block data) are logged once
 * per element and message, however often the block re-renders.
 */
const reported = new WeakMap<object, Set<string>>();

/** Logs `message` with `console.error` the first time it is reported for `owner`; true when logged. */
export function reportOnce(owner: object, message: string, log: (message: string) => void = console.error): boolean {
  let seen = reported.get(owner);
  if (!seen) reported.set(owner, (seen = new Set()));
  if (seen.has(message)) return false;
  seen.add(message);
  log(message);
  return true;
}

/** The house format of a block's error: `Sitestack: <ss-x>: what is wrong`. */
export function blockErrorMessage(host: Element, problem: string): string {
  return `Sitestack: <${host.localName}>: ${problem}`;
}

/** Reports a block's problem once per element, in the house format. */
export function reportBlockError(host: Element, problem: string): boolean {
  return reportOnce(host, blockErrorMessage(host, problem));
}
