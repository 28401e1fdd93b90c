import { useEffect, useRef, type MouseEvent } from 'react';
import { recordButtonClick, recordButtonRender } from '../../runtime/analytics/census.js';
import { classifyLink, renderableHref } from '../../runtime/links/link-rules.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { buttonText, linkText } from '../../runtime/blocks/block-texts.js';

export interface ButtonAttributes {
  href: string;
  newWindow: boolean;
  alignment: 'left' | 'center' | 'right';
  size: 'small' | 'medium' | 'large';
  blockId: string;
  context: string;
}

export interface ButtonClickDetail {
  /** The link the button follows, or null for a button without a link. */
  href: string | null;
  newWindow: boolean;
}

export interface ButtonEvents {
  /** Cancelable: `preventDefault()` keeps the link from being followed. */
  'ss-button-click': ButtonClickDetail;
}

interface LightButton {
  text: string;
  href: string | null;
  newWindow: boolean;
}

/** The button text is the host's text; a light-DOM `<a>` may give the link and target. */
function readLightButton(host: HTMLElement): LightButton {
  const anchor = host.querySelector('a[href]');
  return {
    text: host.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    href: anchor?.getAttribute('href') ?? null,
    newWindow: anchor?.getAttribute('target') === '_blank',
  };
}

const sameLightButton = (a: LightButton, b: LightButton) => a.text === b.text && a.href === b.href && a.newWindow === b.newWindow;

const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function Button({ host, attributes, emit }: BlockProps<ButtonAttributes, ButtonEvents>) {
  const light = useLightDom(host, readLightButton, sameLightButton);
  const rawHref = attributes.href || light.href || '';
  const href = renderableHref(rawHref);
  const newWindow = attributes.newWindow || light.newWindow;
  const text = light.text || buttonText('default');
  const census = { id: attributes.blockId, buttonText: text, clickthroughUrl: href ?? undefined, newWindow, context: attributes.context || undefined };
  const censusRef = useRef(census);
  censusRef.current = census;

  useEffect(() => {
    if (rawHref && !href) {
      const link = classifyLink(rawHref);
      console.error(`Sitestack: <ss-button href="${rawHref}">: not a usable link (${link.problem ?? link.kind}); the button does nothing.`);
    }
  }, [rawHref, href]);

  // Spec 01 §7 button-render, once per block id.
  useEffect(() => {
    if (attributes.blockId) void recordButtonRender(censusRef.current);
  }, [attributes.blockId]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!emit('ss-button-click', { href, newWindow }, { cancelable: true })) {
      event.preventDefault();
      return;
    }
    if (!href || newWindow || isModifiedClick(event)) {
      // New windows open from the click itself (pop-up blockers); nothing waits for the census.
      void recordButtonClick(censusRef.current, { follow: () => undefined });
      return;
    }
    // Spec 01 §7: a button click waits for the button-click call (2500 ms at most) before following the link.
    event.preventDefault();
    void recordButtonClick(censusRef.current);
  };

  const className = 'button';
  return (
    <div part="base" className="wrapper" data-alignment={attributes.alignment} data-size={attributes.size}>
      {href ? (
        <a
          part="button"
          className={className}
          href={href}
          target={newWindow ? '_blank' : undefined}
          rel={newWindow ? 'noopener noreferrer' : undefined}
          onClick={onClick}
        >
          {text}
          {newWindow && <span className="visually-hidden"> {linkText('opensInNewWindow')}</span>}
        </a>
      ) : (
        <button part="button" className={className} type="button" onClick={onClick}>
          {text}
        </button>
      )}
    </div>
  );
}
