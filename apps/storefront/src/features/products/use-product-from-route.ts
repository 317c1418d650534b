import { startTransition, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductDetail } from '@trini/domain';
import { routeNumber } from '@/lib/route-number';
import { useLazyLoadProductQuery } from './api/products-api';

/**
 * For routes that carry a product to put somewhere (/cart/{ProductNo}, /wishlist/{ProductNo}):
 * loads that product once, hands it to `onLoaded` (which adds it), then replaces the URL with
 * `returnTo` so a reload does not add it again. A failed load is logged and still returns.
 * Answers true from the very first render until the product is handed over, so the page can show
 * a loader instead of its empty state. spec: shopping.md §2 routes cart/{ProductNo}, wishlist/{ProductNo}
 *
 * The work starts a task after the page's commit (on a server-rendered page, hydration's, whose
 * task it made ~20 ms longer at 4× CPU), and the page's change to `returnTo` renders as a
 * transition, in React's ~5 ms slices (Total Blocking Time of /cart/{ProductNo}).
 */
export function useProductFromRoute(
  productNoParam: string | undefined,
  onLoaded: (product: ProductDetail) => void,
  returnTo: string,
): boolean {
  const [load] = useLazyLoadProductQuery();
  const navigate = useNavigate();
  // The ref stops a second add of the same product while one is under way; a cleanup before the
  // task has run (React StrictMode's second run of the effect, an unmount) cancels it and lets
  // the next run start again.
  const started = useRef<string | null>(null);
  const [handedOver, setHandedOver] = useState<string | null>(null);
  const productNo = routeNumber(productNoParam);
  useEffect(() => {
    if (productNo === null || !productNoParam || started.current === productNoParam) return;
    started.current = productNoParam;
    let ran = false;
    const task = setTimeout(() => {
      ran = true;
      // The server's render of cart/{ProductNo} loaded it already (app/cookie-cart.ts): the cache's.
      load(productNo, true)
        .unwrap()
        .then(onLoaded)
        .catch((error: unknown) => console.error('Loading the product failed', error))
        .finally(() =>
          startTransition(() => {
            setHandedOver(productNoParam);
            void navigate(returnTo, { replace: true });
          }),
        );
    }, 0);
    return () => {
      if (ran) return;
      clearTimeout(task);
      started.current = null;
    };
  }, [productNo, productNoParam, load, onLoaded, navigate, returnTo]);
  return productNo !== null && handedOver !== productNoParam;
}
