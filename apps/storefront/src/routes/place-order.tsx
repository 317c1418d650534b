import { useId } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { COUNTRY_NAMES, MESSAGES, QUANTITY, ROUTES, canAddToCart, formatTTD } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { Breadcrumb } from '@/components/breadcrumb';
import { ErrorState, Loader } from '@/components/loader';
import { MobileInput } from '@/components/mobile-input';
import { notify } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { itemAdded } from '@/features/cart/cart-slice';
import { useGetCityListQuery } from '@/features/checkout/api/order-api';
import { routeNumber } from '@/lib/route-number';
import { useLoadProductQuery } from '@/features/products/api/products-api';
import { ProductGallery } from '@/features/products/components/product-gallery';
import styles from './place-order.module.css';

/** A labelled field with its error line (the spec's placeholder error text, hidden). */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <span className="field__error" hidden>
        {MESSAGES.PLACEHOLDER_ERROR}
      </span>
    </div>
  );
}

/** The place-order form: the quantity and the customer form (no rules: placeholders only). */
interface PlaceOrderValues {
  Quantity: number;
  Mobile: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Address1: string;
  Address2: string;
  ZipCode: string;
  Country: string;
  City: string;
}

function PlaceOrderView({ product }: { product: ProductDetail }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cities = useGetCityListQuery();
  const { register, getValues } = useForm<PlaceOrderValues>({
    defaultValues: {
      Quantity: QUANTITY.DEFAULT,
      Mobile: '',
      FirstName: '',
      LastName: '',
      Email: '',
      Address1: '',
      Address2: '',
      ZipCode: '',
      Country: '1',
      City: '',
    },
  });

  const orderNow = () => {
    const verdict = canAddToCart(product);
    if (!verdict.ok) {
      notify(verdict.message, 'error');
      return;
    }
    const quantity = getValues('Quantity');
    dispatch(itemAdded({ product, quantity: quantity > 0 ? quantity : QUANTITY.DEFAULT }));
    void navigate(ROUTES.CHECKOUT);
  };

  return (
    <>
      <PageTitle title={`Place Order: ${product.ProductName}`} />
      <Breadcrumb trail={[{ label: 'Place Order' }]} />
      <div className={styles.layout}>
        <div className={styles.product}>
          <ProductGallery product={product} />
          <div>
            <h1 className={styles.title}>{product.ProductName}</h1>
            {product.ProductStyle ? <p className="muted">{product.ProductStyle}</p> : null}
            <p className="muted">{product.ProductCategoryName}</p>
            <h2 className="h3">About this item</h2>
            <p className="pre-line">{product.ProductDescription}</p>
            <p className={styles.price}>{formatTTD(product.SalesPrice)}</p>
            <div className="field">
              <label htmlFor={`${id}-q`}>Quantity</label>
              <input
                id={`${id}-q`}
                className="qty-input"
                type="number"
                min={QUANTITY.MIN}
                max={QUANTITY.MAX}
                step={1}
                {...register('Quantity', {
                  setValueAs: (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0),
                })}
              />
            </div>
            <dl className="facts">
              <div>
                <dt>Category</dt>
                <dd>{product.ProductCategoryName || '—'}</dd>
              </div>
              <div>
                <dt>UPC</dt>
                <dd>{product.Barcode}</dd>
              </div>
              <div>
                <dt>SKU</dt>
                <dd>{product.ProductNo}</dd>
              </div>
            </dl>
          </div>
        </div>
        <form className={styles.customer} noValidate onSubmit={(e) => e.preventDefault()}>
          <fieldset className="panel">
            <legend className="panel__title">Customer Detail</legend>
            <div className="form-grid">
              <Field id={`${id}-m`} label="Mobile">
                <MobileInput id={`${id}-m`} {...register('Mobile')} />
              </Field>
              <Field id={`${id}-f`} label="First Name">
                <input
                  id={`${id}-f`}
                  type="text"
                  autoComplete="given-name"
                  {...register('FirstName')}
                />
              </Field>
              <Field id={`${id}-l`} label="Last Name">
                <input
                  id={`${id}-l`}
                  type="text"
                  autoComplete="family-name"
                  {...register('LastName')}
                />
              </Field>
              <Field id={`${id}-e`} label="Email">
                <input id={`${id}-e`} type="email" autoComplete="email" {...register('Email')} />
              </Field>
            </div>
          </fieldset>
          <fieldset className="panel">
            <legend className="panel__title">Billing Address</legend>
            <div className="form-grid">
              <Field id={`${id}-a1`} label="Address 1">
                <input
                  id={`${id}-a1`}
                  type="text"
                  autoComplete="address-line1"
                  {...register('Address1')}
                />
              </Field>
              <Field id={`${id}-a2`} label="Address 2">
                <input
                  id={`${id}-a2`}
                  type="text"
                  autoComplete="address-line2"
                  {...register('Address2')}
                />
              </Field>
              <Field id={`${id}-z`} label="Zip Code">
                <input
                  id={`${id}-z`}
                  type="text"
                  autoComplete="postal-code"
                  {...register('ZipCode')}
                />
              </Field>
              <Field id={`${id}-co`} label="Country">
                <select id={`${id}-co`} {...register('Country')}>
                  {Object.entries(COUNTRY_NAMES).map(([no, name]) => (
                    <option key={no} value={no}>
                      {name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={`${id}-ci`} label="City">
                <select id={`${id}-ci`} {...register('City')}>
                  <option value="">Select a city</option>
                  {(cities.data ?? []).map((c) => (
                    <option key={c.ODeliverCityNo} value={c.ODeliverCityNo}>
                      {c.ODeliverCityName}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </fieldset>
          <div className="button-row">
            <button type="button" className="btn btn--primary" onClick={orderNow}>
              Order Now
            </button>
            <button
              type="button"
              className="btn btn--dark"
              onClick={() => navigate(ROUTES.CHECKOUT)}
            >
              Checkout
            </button>
          </div>
        </form>
      </div>
    </>
  );
}

/**
 * /placeorder/{ProductNo}: product detail (gallery with clickable thumbnails, name, style,
 * category, 'About this item', price as 'TT$' + SalesPrice (formatted like every other price,
 * with cents: formatTTD), quantity min 0 default 1, category,
 * UPC, SKU) plus the customer form ('Customer Detail': Mobile, First Name, Last Name, Email;
 * 'Billing Address': Address 1, Address 2, Zip Code, Country, City; a react-hook-form form with no
 * validation). The spec's 'Your Error Message' on every field is a design template's placeholder
 * text: a finished shop does not show it in an empty field, so each field keeps it as its error
 * line, hidden while there is no error (the form has no rules, so it never shows). The spec shows
 * no button behaviour; choice: 'Order Now' adds the product with the quantity to the cart and goes
 * to /checkout, 'Checkout' goes to /checkout.
 * spec: ordering.md §2 place order page
 */
export default function PlaceOrderRoute() {
  const { ProductNo } = useParams();
  const productNo = routeNumber(ProductNo);
  const { data, isLoading, isError, refetch } = useLoadProductQuery(productNo ?? 0, {
    skip: productNo === null,
  });
  if (productNo === null) return <ErrorState message="Choose a product to order." />;
  if (isLoading) return <Loader fullScreen label="Loading the product" />;
  if (isError || !data)
    return <ErrorState message="We couldn't load this product." onRetry={() => void refetch()} />;
  return <PlaceOrderView product={data} />;
}
