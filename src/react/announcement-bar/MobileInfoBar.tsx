import { useEffect, useSyncExternalStore } from 'react';
import { deviceSignals, isMobileDevice, shouldShowMobileInfoBar } from '../../runtime/overlays/mobile-device.js';
import type { BlockProps } from '../block-props.js';

export interface MobileInfoBarAttributes {
  label: string;
  forceMobile: boolean;
}

export interface MobileInfoBarEvents {
  'ss-mobile-info-bar-action': { href: string; kind: 'phone' | 'email' | 'map' | 'link' };
}

function subscribeToWidth(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

/** What a bar link does, from its URL. */
export function linkKind(href: string): MobileInfoBarEvents['ss-mobile-info-bar-action']['kind'] {
  if (/^tel:/i.test(href)) return 'phone';
  if (/^mailto:/i.test(href)) return 'email';
  if (/maps?\.|\/maps\b|^geo:/i.test(href)) return 'map';
  return 'link';
}

/** The mobile information bar (spec 01 §9): contact links fixed at the bottom on phones and tablets. */
export function MobileInfoBar({ host, attributes, emit }: BlockProps<MobileInfoBarAttributes, MobileInfoBarEvents>) {
  const width = useSyncExternalStore(subscribeToWidth, () => window.innerWidth);
  const visible = shouldShowMobileInfoBar(attributes.forceMobile || isMobileDevice(deviceSignals()), width);

  // The links are light-DOM children, outside React's tree: listen on the host itself.
  useEffect(() => {
    const onClick = (event: Event) => {
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      if (link?.href) emit('ss-mobile-info-bar-action', { href: link.getAttribute('href') ?? link.href, kind: linkKind(link.getAttribute('href') ?? link.href) });
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, emit]);

  return (
    <nav part="base" className="bar" aria-label={attributes.label} hidden={!visible} data-state={visible ? 'open' : 'closed'}>
      <slot />
    </nav>
  );
}
