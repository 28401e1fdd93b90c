import { useEffect, type MouseEvent } from 'react';
import { donateCheckoutUrl } from '../../runtime/commerce/checkout-routes.js';
import { siteRouteUrl } from '../../runtime/context/current-context.js';
import { donateButtonText } from '../../runtime/commerce/commerce-texts.js';
import type { BlockProps } from '../block-props.js';

export interface DonateButtonAttributes {
  donatePageId: string;
  label: string;
}

export interface DonateButtonEvents {
  'ss-donate-button-click': { donatePageId: string; url: string };
}


/** A link to donation checkout (spec 02 §2 /checkout/donate?donatePageId={id}). */
export function DonateButton({ host, attributes, emit }: BlockProps<DonateButtonAttributes, DonateButtonEvents>) {
  const id = attributes.donatePageId.trim();
  useEffect(() => {
    if (!id) console.error(`Sitestack: <${host.localName}> needs a donate-page-id attribute.`);
  }, [id, host]);
  if (!id) {
    return (
      <p part="base" className="donate" data-state="error" role="alert">
        {donateButtonText('unavailable')}
      </p>
    );
  }
  const url = siteRouteUrl(donateCheckoutUrl(id));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!emit('ss-donate-button-click', { donatePageId: id, url }, { cancelable: true })) event.preventDefault();
  };
  return (
    <a part="base" className="donate button" data-state="ready" href={url} onClick={onClick}>
      {attributes.label || donateButtonText('label')}
    </a>
  );
}
