import { useEffect, useRef, useState } from 'react';
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
 */
export function useProductFromRoute(
  productNoParam: string | undefined,
  onLoaded: (product: ProductDetail) => void,
  returnTo: string,
): boolean {
  const [load, { isFetching }] = useLazyLoadProductQuery();
  const navigate = useNavigate();
  // The ref stops a second run of the effect (React StrictMode) from adding the product twice;
  // the state re-renders the page once the load has started.
  const done = useRef<string | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const productNo = routeNumber(productNoParam);
  useEffect(() => {
    if (productNo === null || !productNoParam || done.current === productNoParam) return;
    done.current = productNoParam;
    setStarted(productNoParam);
    // The server's render of cart/{ProductNo} loaded it already (app/cookie-cart.ts): the cache's.
    load(productNo, true)
      .unwrap()
      .then(onLoaded)
      .catch((error: unknown) => console.error('Loading the product failed', error))
      .finally(() => void navigate(returnTo, { replace: true }));
  }, [productNo, productNoParam, load, onLoaded, navigate, returnTo]);
  return isFetching || (productNo !== null && started !== productNoParam);
}
