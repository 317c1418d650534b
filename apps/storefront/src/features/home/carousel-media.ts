import { LAYOUT_PX } from '@trini/domain';

/** Screens where the banner carousel is hidden (≤ 992 px wide). spec: shopping.md §2 home */
export const CAROUSEL_HIDDEN_MEDIA = `(max-width: ${LAYOUT_PX.CAROUSEL_HIDDEN_AT_OR_BELOW}px)`;

/** Screens where the banner carousel is shown (> 992 px wide). spec: shopping.md §2 home */
export const CAROUSEL_WIDE_MEDIA = `(min-width: ${LAYOUT_PX.CAROUSEL_HIDDEN_AT_OR_BELOW + 1}px)`;
