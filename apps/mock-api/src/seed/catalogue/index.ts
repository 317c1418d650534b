import { APPLIANCES } from './appliances.js';
import { CHRISTMAS_SALE } from './christmas-sale.js';
import { ELECTRONICS } from './electronics.js';
import { FLASH_SALE } from './flash-sale.js';
import { HEALTH_BEAUTY } from './health-beauty.js';
import { HOME_DECOR } from './home-decor.js';
import { HOME_IMPROVEMENT } from './home-improvement.js';
import { KITCHEN } from './kitchen.js';
import { TOOLS_AUTOMOBILE } from './tools-automobile.js';
import type { CatalogueSection } from './types.js';

/**
 * The catalogue's top categories in tree order: the six home categories (HOME_CATEGORIES order),
 * then the category bar's Flash Sale, Christmas Sale and Appliances. Top category N (1-based)
 * gets ProductCategoryNo N.
 */
export const CATALOGUE: readonly CatalogueSection[] = [
  ELECTRONICS,
  KITCHEN,
  HEALTH_BEAUTY,
  HOME_DECOR,
  TOOLS_AUTOMOBILE,
  HOME_IMPROVEMENT,
  FLASH_SALE,
  CHRISTMAS_SALE,
  APPLIANCES,
];
