import { useEffect, useMemo, useRef, useState } from 'react';
import { getPageContext } from '../../runtime/context/current-context.js';
import {
  MAP_OPTION_UPDATE_DEBOUNCE_MS,
  addressText,
  externalMapUrl,
  parseMapBlockJson,
  shouldOpenMapLink,
  type MapBlock,
} from '../../runtime/maps/map-options.js';
import type { MapHandle } from '../../runtime/maps/maps-contract.js';
import { decodeRenderKey, languageAndRegion, loadMapsProvider, mapsProviderScriptUrl } from '../../runtime/maps/maps-provider.js';
import { clock } from '../../runtime/time/clock.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { linkText } from '../../runtime/blocks/block-texts.js';
import { mapText } from '../../runtime/maps/map-texts.js';

export interface MapAttributes {
  dataBlockJson: string;
  label: string;
}

export interface MapMarkerClickDetail {
  /** The external maps link about to open (spec 01 §7): sll, q and z. */
  url: string;
}

export interface MapEvents {
  /** Cancelable: `preventDefault()` keeps the external map from opening. */
  'ss-map-marker-click': MapMarkerClickDetail;
}


const readJsonScript = (host: HTMLElement) => host.querySelector(':scope > script[type="application/json"]')?.textContent ?? null;

type MapStatus = 'loading' | 'ready' | 'fallback';

function AddressCard({ block }: { block: MapBlock }) {
  const { title, line1, line2, country } = block.address;
  return (
    <div part="card" className="card">
      <address className="address">
        {title && <strong part="card-title" className="card-title">{title}</strong>}
        {[line1, line2, country].filter(Boolean).map((line, i) => (
          <span className="line" key={i}>
            {line}
          </span>
        ))}
      </address>
      <a part="link" className="link" href={externalMapUrl(block)} target="_blank" rel="noopener noreferrer">
        {mapText('link')}
        <span className="visually-hidden"> {linkText('opensInNewWindow')}</span>
      </a>
    </div>
  );
}

export function LocationMap({ host, attributes, emit }: BlockProps<MapAttributes, MapEvents>) {
  const lightJson = useLightDom(host, readJsonScript, Object.is);
  const source = attributes.dataBlockJson || lightJson;
  const result = useMemo(() => parseMapBlockJson(source), [source]);
  const context = getPageContext();
  const key = decodeRenderKey(context.mapsRenderKey);
  // A maps key picks the provider: the context's script, else the Google Maps JavaScript API.
  const scriptUrl = mapsProviderScriptUrl(context.mapsScriptUrl);
  const canLoad = result.ok && Boolean(key);
  const [status, setStatus] = useState<MapStatus>(canLoad ? 'loading' : 'fallback');
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const block = useRef<MapBlock | null>(null);
  block.current = result.ok ? result.block : null;
  const viewKey = result.ok ? JSON.stringify(result.block.view) : '';

  useEffect(() => {
    if (!result.ok) console.error(`Sitestack: <ss-map>: ${result.error}.`);
  }, [result]);

  useEffect(() => {
    if (!canLoad || !block.current) {
      setStatus('fallback');
      return;
    }
    let cancelled = false;
    setStatus('loading');
    const { language, region } = languageAndRegion(context.locale);
    loadMapsProvider({ scriptUrl, key: key!, language, region }).then(
      (provider) => {
        if (cancelled || !canvas.current || !block.current) return;
        const title = block.current.address.title;
        handle.current = provider.createMap(
          canvas.current,
          block.current.view,
          {
            markerClick: ({ dragging }) => {
              const current = block.current;
              if (!current || !shouldOpenMapLink(current.view, dragging)) return;
              const url = externalMapUrl(current);
              if (emit('ss-map-marker-click', { url }, { cancelable: true })) window.open(url, '_blank', 'noopener');
            },
            providerFailed: () => {
              if (cancelled) return;
              handle.current?.destroy();
              handle.current = null;
              setStatus('fallback');
            },
          },
          { marker: title ? mapText('markerLabel', { title }) : mapText('link') },
        );
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('fallback');
      },
    );
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
    // The map is created once per script/key; later option changes go through update().
    // eslint-disable-next-line react-hooks/exhaustive-deps -- emit is the element's own, and the locale is the page's
  }, [canLoad, scriptUrl, key]);

  // Spec 01 §9: option updates are debounced by 60 ms.
  useEffect(() => {
    if (!handle.current || !block.current) return;
    const view = block.current.view;
    const timer = clock.setTimeout(() => handle.current?.update(view), MAP_OPTION_UPDATE_DEBOUNCE_MS);
    return () => clock.clearTimeout(timer);
  }, [viewKey]);

  if (!result.ok) {
    return (
      <div part="base" className="map" data-state="error">
        <p part="error" className="error" role="alert">
          {mapText('error')}
        </p>
      </div>
    );
  }

  const label = attributes.label || (result.block.address.title ? mapText('labelWithAddress', { address: addressText(result.block.address) }) : mapText('label'));
  return (
    <div part="base" className="map" data-state={status}>
      <div
        part="canvas"
        className="canvas"
        ref={canvas}
        role="region"
        aria-label={label}
        aria-busy={status === 'loading'}
        hidden={status === 'fallback'}
      />
      {status === 'fallback' && <AddressCard block={result.block} />}
    </div>
  );
}
