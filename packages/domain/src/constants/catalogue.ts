/**
 * Catalogue browsing: page sizes, sort and filter choices, design pages, banners, home categories and product image widths.
 *
 * spec: shopping.md §9, ordering.md §9
 */

/** Page sizes and list limits (records per request). spec: shopping.md §9, ordering.md §9 */
export const PAGE_SIZE = {
  /** Home grid: products per 'Load More' page. */
  HOME: 15,
  /** Search results per request. */
  SEARCH: 15,
  /** Related lists (best sellers, new, similar) and category requests. */
  LIST: 15,
  /** The category page's new-arrival list is cut to this many cards. */
  NEW_ARRIVALS: 8,
  /** First page number of paged calls. */
  FIRST_PAGE: 1,
} as const;

/** The category page's 'Show' choices (page sizes). spec: shopping.md §2 category page */
export const PAGE_SIZE_CHOICES = [5, 10, 15, 25] as const;

/** The category page's 'Sort By' choices, value and label. spec: shopping.md §2 category page */
export const SORT_CHOICES = [
  { value: 'default', label: 'Default' },
  { value: 'name-asc', label: 'Name(A-Z)' },
  { value: 'name-desc', label: 'Name(Z-A)' },
  { value: 'price-asc', label: 'Price(Low>High)' },
  { value: 'price-desc', label: 'Price(High>Low)' },
] as const;

/** A Sort By value. */
export type SortChoice = (typeof SORT_CHOICES)[number]['value'];

/**
 * The category page's availability filter values, as its URL and the category call's
 * `Availability` extension spell them: 'in' (In Stock), 'out' (Out of Stock).
 * spec: shopping.md §2 category page AVAILABILITY
 */
export const AVAILABILITY = ['in', 'out'] as const;

/** An availability filter value. */
export type Availability = (typeof AVAILABILITY)[number];

/** Price filter slider bounds. spec: shopping.md §9 price slider 0 to 100, step 1 */
export const PRICE_SLIDER = { MIN: 0, MAX: 100, STEP: 1, DEFAULT: 0 } as const;

/**
 * Pixel widths of product pictures on the media host (square images): `ImageFilePathThumbnail`
 * and `Thumbnail` at THUMBNAIL, `ImageFilePath` at FULL. The spec does not give sizes; these are
 * what the mock API serves and what the storefront's `srcset` width descriptors claim.
 * spec: shopping.md §1 media, §5 product fields
 */
export const PRODUCT_IMAGE_PX = {
  /** Thumbnail width and height. */
  THUMBNAIL: 300,
  /** Full-size image width and height. */
  FULL: 800,
} as const;

/** Number of home banners (banner N links to /search?b=N). spec: shopping.md §9 */
export const BANNER_COUNT = 5;

/** Categories of the home 'Browse our Categories' block, in order, with their banner image paths. spec: shopping.md §2 home */
export const HOME_CATEGORIES = [
  { key: 'electronics', name: 'Electronics', image: 'ERP/Images/Category/electronics.jpg' },
  { key: 'kitchen', name: 'Kitchen', image: 'ERP/Images/Category/kitchen.jpg' },
  { key: 'health', name: 'Health & Beauty', image: 'ERP/Images/Category/health.jpg' },
  { key: 'home-decor', name: 'Home & Decor', image: 'ERP/Images/Category/home-decor.jpg' },
  { key: 'tools', name: 'Tools & Automobile', image: 'ERP/Images/Category/tools.jpg' },
  {
    key: 'home-improvement',
    name: 'Home Improvement',
    image: 'ERP/Images/Category/home-improvement.jpg',
  },
] as const;

/** The two 'why buy from us?' images. spec: shopping.md §2 home */
export const WHY_BUY_IMAGES = ['ERP/Images/Why/1.jpg', 'ERP/Images/Why/2.jpg'] as const;

/**
 * The category bar: each entry searches by its text. Tools is shown as 'Tools & Automobiles'.
 * spec: ordering.md §2 site shell, category bar
 */
export const CATEGORY_BAR = [
  { label: 'Flash Sale', searchText: 'Flash Sale' },
  { label: 'Christmas Sale', searchText: 'Christmas Sale' },
  { label: 'Electronics', searchText: 'Electronics' },
  { label: 'Kitchen', searchText: 'Kitchen' },
  { label: 'Health & Beauty', searchText: 'Health & Beauty' },
  { label: 'Home & Decor', searchText: 'Home & Decor' },
  { label: 'Appliances', searchText: 'Appliances' },
  { label: 'Tools & Automobiles', searchText: 'Tools' },
] as const;

/** Design page numbers for LoadDesignPageProducts. spec: shopping.md §7 */
export const DESIGN_PAGE = { CATEGORY: 2, PRODUCT: 2, CART: 3 } as const;

/** Media path of banner N (1 to 5), relative to the media base. spec: shopping.md §1 */
export function bannerPath(n: number): string {
  return `ERP/Images/Banner/${n}.jpg`;
}
