import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  MESSAGES,
  ORDER_SOURCE,
  PAYMENT_METHOD,
  ROUTES,
  addItem,
  calculateCart,
  emptyCart,
  setDeliveryCountry,
  updateQuantity,
  wholeQuantity,
} from '@trini/domain';
import type { Cart } from '@trini/domain';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { cartCleared } from '@/features/cart/cart-slice';
import { CartTotals } from '@/features/cart/components/cart-totals';
import { ErrorState, Loader } from '@/components/loader';
import { PageTitle } from '@/components/page-title';
import { WhenBrowserState } from '@/app/when-browser-state';
import { panelOpened, selectSession } from '@/features/auth/auth-slice';
import { RegistrationDialog } from '@/features/auth/components/registration-dialog';
import { useGetShopQuery } from '@/features/checkout/api/order-api';
import {
  AddressFields,
  NotesField,
  PersonalDetails,
} from '@/features/checkout/components/customer-fields';
import { OrderCartTable } from '@/features/checkout/components/order-cart-table';
import { OrderForm, OrderSummary } from '@/features/checkout/components/order-form';
import { PaymentMethods } from '@/features/checkout/components/payment-methods';
import { WipayNotice } from '@/features/checkout/components/wipay-logo';
import { resolveShop } from '@/features/checkout/resolve-shop';
import { routeNumber } from '@/lib/route-number';
import { useCityList } from '@/features/checkout/use-city-list';
import { useOrderForm } from '@/features/checkout/use-order-form';
import { useWipayEnabled } from '@/features/checkout/wipay-flag';
import { useLoadProductQuery } from '@/features/products/api/products-api';
import { FormMessage, SubmitButton } from '@/components/form-controls';
import styles from './direct-order.module.css';

/**
 * The direct order page (/fborder/{ProductNo}[/{ShopNo}]) for orders arriving from a social
 * network: heading 'Create Order' with the shop name (GetShop; unknown or failed → default shop 9
 * 'Online Store'); personal details (mobile, name); address (address, city, country radio);
 * additional instructions; its OWN single-line cart priced by the engine (editable quantity; the
 * main cart is untouched until success); Sub Total, Freight, Total; 'Send Order', or 'Place Order
 * Using Wipay' with the redirect notice when card payment (only offered when enabled) is chosen.
 * Source 2. Same form and submit behaviour as the checkout (useOrderForm: react-hook-form with
 * validateOrder; a failed call notices 'We couldn't reach the shop. Please try again.', as does a
 * failed city list under the City select); on success the cart is cleared and the user goes to
 * /success. Login and register dialogs can be opened from it.
 * spec: ordering.md §2 direct order page, §4 direct order, §8 shop lookup failure, §9 order source
 */
function DirectOrderForm() {
  const params = useParams();
  const productNo = routeNumber(params.ProductNo);
  const shopNo = routeNumber(params.ShopNo);
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const cardEnabled = useWipayEnabled();
  const product = useLoadProductQuery(productNo ?? 0, { skip: productNo === null });
  const shopLookup = useGetShopQuery(shopNo ?? 0, { skip: shopNo === null });
  const cityList = useCityList();
  const shop = resolveShop(shopNo, shopLookup.data, shopLookup.isError);
  const shopPending = shopNo !== null && shopLookup.isLoading;

  const [cart, setCart] = useState<Cart>(emptyCart);

  useEffect(() => {
    if (product.data) setCart(addItem(emptyCart(), product.data, 1));
  }, [product.data]);

  const navigate = useNavigate();
  const onSaved = useCallback(() => {
    dispatch(cartCleared());
    void navigate(ROUTES.SUCCESS);
  }, [dispatch, navigate]);
  const { register, error, pmNo, setPmNo, busy, onSubmit, mobile } = useOrderForm({
    session,
    cart,
    onSaved,
  });
  const [registerOpen, setRegisterOpen] = useState(false);

  if (productNo === null) return <ErrorState message="This product link is not valid." />;
  const isCard = pmNo === PAYMENT_METHOD.CARD;
  return (
    <>
      <PageTitle title={`${MESSAGES.CREATE_ORDER}: ${shop.ShopName}`} />
      <h1 className="page-title">
        {MESSAGES.CREATE_ORDER}{' '}
        <span className={styles.shop}>{shopPending ? 'Loading shop…' : shop.ShopName}</span>
      </h1>
      {!session ? (
        <p className="button-row">
          <span>Have an account?</span>
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-haspopup="dialog"
            onClick={() => dispatch(panelOpened({ mode: 'login', mobile: mobile() }))}
          >
            Login
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-haspopup="dialog"
            onClick={() => setRegisterOpen(true)}
          >
            Register
          </button>
        </p>
      ) : null}
      <OrderForm
        onSubmit={onSubmit({
          Source: ORDER_SOURCE.DIRECT_ORDER,
          ShopNo: shop.ShopNo,
          ShopName: shop.ShopName,
        })}
        busy={busy}
        side={
          <>
            <OrderSummary
              id="do-cart"
              title="YOUR ORDER"
              totals={<CartTotals cart={cart} label="Order totals" subTotalLabel="Sub Total" />}
            >
              {product.isLoading ? <Loader label="Loading the product" /> : null}
              {product.isError ? (
                <ErrorState
                  message="We couldn't load this product."
                  onRetry={() => void product.refetch()}
                />
              ) : null}
              {product.data?.IsSoldOut ? <p className="form-error">{MESSAGES.SOLD_OUT}</p> : null}
              {cart.ItemList.length > 0 ? (
                <OrderCartTable
                  lines={cart.ItemList}
                  caption="Order items"
                  nameHeader="Product Name/Desc"
                  onQuantity={(no, q) =>
                    setCart((old) => updateQuantity(old, no, wholeQuantity(q)))
                  }
                />
              ) : null}
            </OrderSummary>
            {isCard ? <WipayNotice /> : null}
            <FormMessage text={error?.message} />
            <SubmitButton busy={busy} disabled={shopPending} block>
              {isCard ? MESSAGES.PLACE_ORDER_WIPAY : MESSAGES.SEND_ORDER}
            </SubmitButton>
          </>
        }
      >
        <PersonalDetails
          register={register}
          error={error}
          withEmail={false}
          title="PERSONAL DETAILS"
        />
        <AddressFields
          register={register}
          cityList={cityList}
          countryNo={cart.ODeliverCountryNo}
          onCountry={(c) => setCart((old) => calculateCart(setDeliveryCountry(old, c)))}
        />
        <NotesField label="Additional Instructions" field={register('Remarks')} />
        {cardEnabled ? <PaymentMethods value={pmNo} onChange={setPmNo} cardEnabled /> : null}
      </OrderForm>
      <RegistrationDialog open={registerOpen} onClose={() => setRegisterOpen(false)} />
    </>
  );
}

/** The screen, once the browser's cart and session are restored (see WhenBrowserState). */
export default function DirectOrderRoute() {
  return (
    <WhenBrowserState label="Loading your order">
      <DirectOrderForm />
    </WhenBrowserState>
  );
}
