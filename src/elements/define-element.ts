import { SITESTACK_VERSION } from '../runtime/version.js';

interface VersionedConstructor extends CustomElementConstructor {
  sitestackVersion?: string;
}

/**
 * Defines a custom element once. Repeating the call is safe: nothing happens when the tag is
 * already defined by Sitestack, and one warning names the conflict when another script or
 * another Sitestack version defined it first. Returns true when this call defined it.
 */
export function defineElement(tag: string, element: VersionedConstructor, registry: CustomElementRegistry = customElements): boolean {
  const existing = registry.get(tag) as VersionedConstructor | undefined;
  if (!existing) {
    element.sitestackVersion ??= SITESTACK_VERSION;
    registry.define(tag, element);
    return true;
  }
  if (existing !== element) {
    const theirs = existing.sitestackVersion;
    if (theirs !== SITESTACK_VERSION) {
      console.warn(
        theirs
          ? `Sitestack: <${tag}> was already defined by Sitestack ${theirs}; this copy (${SITESTACK_VERSION}) keeps that definition.`
          : `Sitestack: <${tag}> was already defined by another script; Sitestack keeps that definition.`,
      );
    }
  }
  return false;
}
