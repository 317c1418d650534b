/**
 * Time per `calculateCart` call for carts of 1, 10 and 100 lines (Tinybench).
 *
 * Run: `pnpm --filter @trini/domain bench` prints the table; `--json FILE` also writes
 * `{ timings: [{ name, meanUs, opsPerSec }] }` for `pnpm bench` (scripts/bench) to read.
 */
import { writeFileSync } from 'node:fs';
import { Bench } from 'tinybench';
import { addItem, calculateCart, emptyCart, setCashback } from '../src/index.js';
import type { Cart } from '../src/index.js';

/** A cart of `n` lines mixing plain, bundle, discounted and free-delivery products. */
function cartOf(n: number): Cart {
  let cart = emptyCart();
  for (let i = 1; i <= n; i++) {
    cart = addItem(
      cart,
      {
        ProductNo: i,
        ProductName: `Product ${i}`,
        SalesPrice: 50 + i,
        SalesPrice2: i % 3 === 0 ? 95 + i : null,
        SalesPrice3: i % 3 === 0 ? 140 + i : null,
        SalesPrice5: i % 3 === 0 ? 220 + i : null,
        DiscountPercent: i % 4 === 0 ? 10 : 0,
        FreeDeliveryQuantity: i % 5 === 0 ? 3 : 0,
      },
      (i % 7) + 1,
    );
  }
  return setCashback(cart, 25);
}

const bench = new Bench({ time: 500, warmupTime: 100 });
for (const n of [1, 10, 100]) {
  const cart = cartOf(n);
  bench.add(`${n} line${n === 1 ? '' : 's'}`, () => {
    calculateCart(cart);
  });
}
await bench.run();

const timings = bench.tasks.map((task) => {
  const result = task.result;
  if (result.state !== 'completed') throw new Error(`bench ${task.name}: ${result.state}`);
  return {
    name: task.name,
    meanUs: result.latency.mean * 1000,
    opsPerSec: result.throughput.mean,
  };
});
console.table(
  timings.map((t) => ({
    calculateCart: t.name,
    'mean (µs)': t.meanUs.toFixed(2),
    'ops/s': Math.round(t.opsPerSec),
  })),
);
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) {
  const file = process.argv[jsonAt + 1];
  if (!file) throw new Error('--json needs a file path');
  writeFileSync(file, JSON.stringify({ timings }, null, 2));
}
