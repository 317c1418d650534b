import { QUANTITY } from '@trini/domain';

/**
 * A cart line's quantity box with its (visually hidden) label 'Quantity of {ProductName}':
 * whole numbers from 0 to 999 (QUANTITY.MIN, QUANTITY.MAX). `onChange` receives the input's number (NaN when blank;
 * the cart engine's callers decide what that means). spec: shopping.md §5 quantity input
 */
export function QuantityInput({
  id,
  productName,
  value,
  onChange,
}: {
  id: string;
  productName: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Quantity of {productName}
      </label>
      <input
        id={id}
        className="qty-input"
        type="number"
        inputMode="numeric"
        min={QUANTITY.MIN}
        max={QUANTITY.MAX}
        step={1}
        value={value}
        onChange={(e) => onChange(e.currentTarget.valueAsNumber)}
      />
    </>
  );
}
