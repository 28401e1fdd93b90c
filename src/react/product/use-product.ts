import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchProduct } from '../../runtime/commerce/cart-store.js';
import { productText } from '../../runtime/commerce/commerce-texts.js';
import { readProductReply, type Product } from '../../runtime/commerce/product-schema.js';
import { readInlineProduct, type ProductSource } from './read-product.js';

/**
 * The product to show: the inline JSON at once (no wait, no layout shift), refreshed from the
 * site API when `product-id` is set so stock and prices are current; without inline JSON, the
 * API's copy once it arrives. A failed refresh keeps the inline copy (the server checks stock
 * again when adding to the cart).
 */
export function useProduct(host: HTMLElement, productId: string, serverData: unknown): { state: 'ready'; product: Product } | { state: 'loading' } | { state: 'error'; message: string } {
  const inline = useMemo<ProductSource>(() => readInlineProduct(host), [host]);
  // The server's copy (fetched while it drew the page) stands for the first refresh.
  const [fetched, setFetched] = useState<{ product?: Product; message?: string } | null>(() => {
    const product = readProductReply(serverData);
    return product ? { product } : null;
  });
  const skipFirstFetch = useRef(fetched !== null || (serverData !== undefined && inline.kind === 'inline'));
  useEffect(() => {
    if (skipFirstFetch.current) {
      skipFirstFetch.current = false;
      return;
    }
    if (inline.kind === 'invalid' || !productId) return;
    let cancelled = false;
    fetchProduct(productId).then(
      (product) => !cancelled && setFetched({ product }),
      (error: Error) => !cancelled && setFetched({ message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [inline, productId]);
  useEffect(() => {
    if (inline.kind === 'invalid') console.error(`Sitestack: ${inline.message}`);
    if (inline.kind === 'none' && !productId) console.error(`Sitestack: <${host.localName}> needs a product-id attribute or a product JSON script child.`);
  }, [inline, productId, host]);
  if (inline.kind === 'invalid') return { state: 'error', message: productText('invalid') };
  if (fetched?.product) return { state: 'ready', product: fetched.product };
  if (inline.kind === 'inline') return { state: 'ready', product: inline.product };
  if (!productId) return { state: 'error', message: productText('invalid') };
  if (!fetched) return { state: 'loading' };
  return { state: 'error', message: `${productText('loadFailed')} ${fetched.message ?? ''}`.trim() };
}
