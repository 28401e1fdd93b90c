import { useEffect, useState, useSyncExternalStore } from 'react';
import { cartStore, readServerCart, serverCartSnapshot, type CartSnapshot } from '../../runtime/commerce/cart-store.js';

/**
 * The page's cart, loaded on first use and shared by every cart element and product block.
 * `serverData` is the `{ cart }` the server drew the block with: the block hydrates with it
 * (the server's picture), and the page's cart starts from it instead of being fetched again.
 * Without it the block renders as the server did without a cart (loading) and settles after.
 */
export function useCart(serverData?: unknown): CartSnapshot {
  const [serverSnapshot] = useState(() => serverCartSnapshot(readServerCart(serverData)));
  // Only the browser's store adopts it: on the server the store is shared by every visitor.
  if (serverSnapshot.status === 'ready' && typeof document !== 'undefined') cartStore.adoptServerCart(serverSnapshot.cart);
  const snapshot = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, () => serverSnapshot);
  useEffect(() => {
    cartStore.load().catch(() => undefined);
  }, []);
  return snapshot;
}
