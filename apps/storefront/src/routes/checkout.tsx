import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_TYPE, MESSAGES, ORDER_SOURCE, PAYMENT_METHOD, ROUTES } from '@trini/domain';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { Loader } from '@/components/loader';
import { selectCartKnown } from '@/lib/browser-state';
import { panelOpened, selectSession } from '@/features/auth/auth-slice';
import { RegistrationDialog } from '@/features/auth/components/registration-dialog';
import { cartCleared, deliveryCountryChanged, selectCart } from '@/features/cart/cart-slice';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { CartChanges } from '@/features/cart/components/cart-changes';
import { CartTotals } from '@/features/cart/components/cart-totals';
import { useCartRepricing } from '@/app/use-cart-repricing';
import {
  AddressFields,
  FulfilmentChoice,
  NotesField,
  PersonalDetails,
} from '@/features/checkout/components/customer-fields';
import { LoggedInBlock, LoginChoice } from '@/features/checkout/components/login-choice';
import type { LoginType } from '@/features/checkout/components/login-choice';
import { OrderCartTable } from '@/features/checkout/components/order-cart-table';
import { OrderForm, OrderSummary } from '@/features/checkout/components/order-form';
import { PaymentMethods } from '@/features/checkout/components/payment-methods';
import { useCityList } from '@/features/checkout/use-city-list';
import { clearOrderDraft } from '@/features/checkout/order-draft';
import { useOrderForm } from '@/features/checkout/use-order-form';
import { useWipayEnabled } from '@/features/checkout/wipay-flag';
import { FormMessage, SubmitButton } from '@/components/form-controls';

/**
 * Checkout (/checkout), ordering.md §2 sections in order: 1 breadcrumb; 2 LOGIN OR REGISTER for
 * guests (Login opens the side panel, Register the registration dialog) or the logged-in block;
 * 3 PAYMENT METHOD; 4 YOUR PERSONAL DETAILS (prefilled from the session and refilled after a
 * login or registration); 5 ADDRESS (city list, country radio → delivery country + recalculation);
 * 6 Delivery / Pickup; 7 Notes; 8 the read-only SHOPPING CART; 9 totals; 10 'Place Order' or
 * 'Place Order Using Wipay'. The form is useOrderForm's (react-hook-form, the domain's
 * validateOrder on submit; a failed rule focuses its field; what is typed and the payment method
 * are kept for the tab, so a declined card payment's 'Back to checkout' finds them); submit: see
 * usePlaceOrder (a saved order clears the cart and goes to
 * /success) (a failed call notices 'We couldn't reach
 * the shop. Please try again.'); a failed or empty city list says so under the City select.
 * An empty cart shows the empty-cart message. The cart is priced again from the catalogue on
 * arrival and before the order is sent (useCartRepricing): a change is said beside the cart and
 * the order waits for the shopper's next tap.
 * spec: ordering.md §2 checkout, §4 checkout login type, submit; §5; §8
 */
function CheckoutForm() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const session = useAppSelector(selectSession);
  const cardEnabled = useWipayEnabled();
  const cityList = useCityList();
  const [loginType, setLoginType] = useState<LoginType>(LOGIN_TYPE.GUEST);
  const [registerOpen, setRegisterOpen] = useState(false);
  const navigate = useNavigate();
  const onSaved = useCallback(() => {
    clearOrderDraft();
    dispatch(cartCleared());
    void navigate(ROUTES.SUCCESS);
  }, [dispatch, navigate]);
  // The cart at the catalogue's current prices, on arrival and again just before the order goes.
  const repricing = useCartRepricing();
  const { register, error, pmNo, setPmNo, isPickup, setIsPickup, busy, onSubmit, mobile } =
    useOrderForm({
      session,
      cart,
      onSaved,
      keepDraft: true,
      citiesReady: cityList.cities.length > 0,
      beforeSend: repricing.confirm,
    });

  if (cart.ItemList.length === 0) {
    return (
      <>
        <PageTitle title="Checkout" />
        <Breadcrumb trail={[{ label: 'Checkout' }]} />
        <h1 className="page-title">Checkout</h1>
        <CartChanges changes={repricing.changes} />
        <EmptyCart />
      </>
    );
  }

  const isCard = pmNo === PAYMENT_METHOD.CARD;
  return (
    <>
      <PageTitle title="Checkout" />
      <Breadcrumb trail={[{ label: 'Checkout' }]} />
      <h1 className="page-title">Checkout</h1>
      <OrderForm
        onSubmit={onSubmit({ Source: ORDER_SOURCE.CHECKOUT })}
        busy={busy}
        side={
          <>
            <CartChanges changes={repricing.changes} />
            <OrderSummary id="co-cart" title="SHOPPING CART" totals={<CartTotals cart={cart} />}>
              <OrderCartTable lines={cart.ItemList} />
            </OrderSummary>
            <FormMessage text={error?.message} />
            <SubmitButton busy={busy} block>
              {isCard ? MESSAGES.PLACE_ORDER_WIPAY : MESSAGES.PLACE_ORDER}
            </SubmitButton>
          </>
        }
      >
        {session ? (
          <LoggedInBlock mobile={session.Mobile} name={session.LoginName} email={session.EmailID} />
        ) : (
          <LoginChoice
            value={loginType}
            onChange={setLoginType}
            onLogin={() => dispatch(panelOpened({ mode: 'login', mobile: mobile() }))}
            onRegister={() => setRegisterOpen(true)}
          />
        )}
        <PaymentMethods value={pmNo} onChange={setPmNo} cardEnabled={cardEnabled} />
        <PersonalDetails register={register} error={error} />
        <AddressFields
          register={register}
          cityList={cityList}
          countryNo={cart.ODeliverCountryNo}
          onCountry={(c) => dispatch(deliveryCountryChanged(c))}
        />
        <FulfilmentChoice value={isPickup} onChange={setIsPickup} />
        <NotesField label="Notes" field={register('Remarks')} />
      </OrderForm>
      <RegistrationDialog open={registerOpen} onClose={() => setRegisterOpen(false)} />
    </>
  );
}

/**
 * The screen, once the shopper's cart is known (`selectCartKnown`): priced by the server from the
 * cart cookie, or restored from the browser. So the server renders the checkout
 * with the shopper's lines, for a guest: the session lives in the browser, and once it is
 * restored a logged-in shopper's block and details replace the guest's choice (as after a login
 * on the page). Until the cart is known (a server that could not price it), the loader.
 */
export default function CheckoutRoute() {
  const known = useAppSelector(selectCartKnown);
  return known ? <CheckoutForm /> : <Loader fullScreen label="Loading the checkout" />;
}
