import { useEffect, useSyncExternalStore } from 'react';
import { cartStore, type CartSnapshot } from '../../runtime/commerce/cart-store.js';

/** The page's cart, loaded on first use and shared by every cart element and product block. */
export function useCart(): CartSnapshot {
  const snapshot = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getSnapshot);
  useEffect(() => {
    cartStore.load().catch(() => undefined);
  }, []);
  return snapshot;
}
