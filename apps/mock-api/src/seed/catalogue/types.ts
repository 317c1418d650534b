/**
 * Shapes of the catalogue data: hand-written product templates grouped by category, from which
 * the seed builds ProductDetail records and the media renderer draws product pictures.
 */

/** A stylised product silhouette the image renderer can draw. */
export type Shape =
  | 'phone'
  | 'tablet'
  | 'speaker'
  | 'headphones'
  | 'tv'
  | 'laptop'
  | 'watch'
  | 'pot'
  | 'pan'
  | 'blender'
  | 'kettle'
  | 'toaster'
  | 'container'
  | 'bottle'
  | 'tube'
  | 'jar'
  | 'dryer'
  | 'dumbbell'
  | 'lamp'
  | 'vase'
  | 'frame'
  | 'pillow'
  | 'drill'
  | 'wrench'
  | 'tyre'
  | 'car'
  | 'paint'
  | 'faucet'
  | 'bulb'
  | 'plant'
  | 'gift'
  | 'tree'
  | 'bauble'
  | 'fridge'
  | 'washer'
  | 'fan'
  | 'microwave';

/** The cart rule a fixture product exercises (see fixtures.ts). */
export type FixtureKey =
  | 'plain'
  | 'bundle'
  | 'soldOut'
  | 'lineDiscount'
  | 'freeDelivery'
  | 'freeDeliveryQuantity'
  | 'video'
  | 'aboveMinimumOrder';

/** One product template: name, silhouette, list price in TT$, styles and a one-sentence blurb. */
export interface CatalogueItem {
  name: string;
  shape: Shape;
  /** Base SalesPrice in TT$ (the seed varies it by about ±10% unless the item is a fixture). */
  price: number;
  /** Style choices (colour or size); one is picked per product. */
  styles: string[];
  /** The first sentence of the description. */
  blurb: string;
  /** Marks the item as a fixture with exact values. */
  fixture?: FixtureKey;
}

/** A sub-category of a catalogue section; `name` '' means products sit in the top category. */
export interface CatalogueGroup {
  name: string;
  /** A sentence about the group, appended to every description. */
  sentence: string;
  items: CatalogueItem[];
}

/** A top category with its groups and image palette (background, accent colours, hex). */
export interface CatalogueSection {
  name: string;
  /** Palette of the product pictures: a soft background pair and an accent. */
  palette: { from: string; to: string; accent: string };
  groups: CatalogueGroup[];
}

/**
 * Builds catalogue items from compact rows: [name, shape, price, 'Style|Style', blurb, fixture?].
 */
export function rows(
  list: readonly (readonly [string, Shape, number, string, string, FixtureKey?])[],
): CatalogueItem[] {
  return list.map(([name, shape, price, styles, blurb, fixture]) => ({
    name,
    shape,
    price,
    styles: styles.split('|'),
    blurb,
    ...(fixture ? { fixture } : {}),
  }));
}
