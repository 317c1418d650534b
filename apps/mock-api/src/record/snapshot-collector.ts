import { contracts } from '@trini/domain';
import type { Category, City, Contract, ContractName, ContractResponse, Shop } from '@trini/domain';
import type { z } from 'zod';
import type { MediaFile } from '../seed/media.js';
import { SNAPSHOT_FORMAT, SNAPSHOT_LIMITS, isMediaPath } from '../snapshot/snapshot-files.js';
import type { SnapshotDesignPage } from '../snapshot/snapshot-schema.js';
import type { SnapshotContent } from '../snapshot/write-snapshot.js';
import { answerIssues, issueLines, parseAnswer } from '../verify/contract-issues.js';
import { CollectedProducts } from './collected-products.js';
import { baseUrlOf, contractOf, mediaPathOf, type Exchange } from './exchange.js';
import { PagedList, preferred } from './preferred.js';
import { RedactionList } from './redact.js';

/** The calls whose answers become snapshot data; every other call is never written. */
export const DATA_CALLS = [
  'getProducts',
  'getCategoryProducts',
  'getCategoryTree',
  'loadDesignPageProducts',
  'loadProduct',
  'validateCoupon',
  'getCityList',
  'getShop',
] as const satisfies readonly ContractName[];
type DataCall = (typeof DATA_CALLS)[number];

const isDataCall = (name: ContractName): name is DataCall =>
  (DATA_CALLS as readonly ContractName[]).includes(name);

/** A schema's parsed value, or undefined for a contract without it. */
type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** The parsed query, body and 200 answer of data call N. */
interface Parsed<N extends DataCall> {
  name: N;
  query: Out<(typeof contracts)[N] extends { query: infer Q } ? Q : undefined>;
  body: Out<(typeof contracts)[N] extends { body: infer B } ? B : undefined>;
  answer: ContractResponse<N>;
}
/** A valid answer of any data call, told apart by its `name`. */
type ParsedCall = { [N in DataCall]: Parsed<N> }[DataCall];

/** Counts of what a recording saw. */
export interface CollectorCounts {
  /** Answers that became data. */
  kept: number;
  /** Requests or answers that broke their contract (not written). */
  drifted: number;
  /** Other calls (customer calls, orders, errors, pages): never written. */
  ignored: number;
  /** Media files the traffic itself fetched. */
  mediaSeen: number;
}

/**
 * Turns a recording's exchanges into snapshot data, whatever their order: every
 * exchange's credentials and customer details are noted for redaction; the answers of DATA_CALLS
 * that meet their contract (status 200, query, body and answer valid) become products (with
 * details, reviews and image paths), the category tree, product lists, design pages, coupons,
 * cities and shops; a request or answer breaking its contract is reported through `report`
 * (the validating proxy's line) and not kept; media the traffic fetched are kept to be written.
 */
export class SnapshotCollector {
  readonly redactions = new RedactionList();
  readonly counts: CollectorCounts = { kept: 0, drifted: 0, ignored: 0, mediaSeen: 0 };
  /** Media bytes the traffic fetched, by media path. */
  readonly mediaSeen = new Map<string, MediaFile>();
  private mediaBytes = 0;
  private first: { at: string; target: string } | undefined;
  private readonly products = new CollectedProducts();
  private readonly home = new PagedList();
  private readonly banners = new Map<number, PagedList>();
  private bestSellers: number[] | undefined;
  private newProducts: number[] | undefined;
  private categories: Category[] | undefined;
  private cities: City[] | undefined;
  private readonly designPages = new Map<number, SnapshotDesignPage>();
  private readonly coupons = new Map<string, { CouponDiscPercent: number; expired: boolean }>();
  private readonly shops = new Map<number, Shop>();

  /** @param report where drift lines go; undefined when the caller reports them (the proxy) */
  constructor(private readonly report?: (line: string) => void) {}

  /**
   * Takes one exchange in (see the class). Answers what became of it: 'kept' (data), 'media' (a
   * media file kept), 'drift' (broke its contract) or 'ignored'. One whose answer's body is
   * missing (`bodyMissing`) is only noted for redaction: ignored, with a line for a data call.
   */
  add(exchange: Exchange): 'kept' | 'media' | 'drift' | 'ignored' {
    const url = new URL(exchange.url);
    const name = contractOf(exchange.method, url.pathname);
    this.redactions.note(exchange, name !== undefined && isDataCall(name));
    if (exchange.bodyMissing) {
      if (name && isDataCall(name))
        this.report?.(
          `missing ${exchange.method} ${url.pathname}${url.search} ${exchange.status}: its answer was not saved (not recorded)`,
        );
      this.counts.ignored += 1;
      return 'ignored';
    }
    if (!name) return this.addMedia(exchange, url);
    const contract: Contract = contracts[name];
    const issues: string[] = [];
    const query = contract.query?.safeParse(Object.fromEntries(url.searchParams));
    if (query && !query.success) issues.push(...issueLines(query.error));
    const sent = parseAnswer(exchange.requestBody?.toString('utf8') ?? '');
    const body = contract.body?.safeParse(sent);
    if (body && !body.success) issues.push(...issueLines(body.error));
    const answerText = exchange.responseBody.toString('utf8');
    issues.push(...answerIssues(contract, exchange.status, parseAnswer(answerText)));
    if (issues.length > 0) {
      this.counts.drifted += 1;
      this.report?.(
        `drift ${exchange.method} ${url.pathname}${url.search} ${exchange.status}: ${issues.join('; ')} (not recorded)`,
      );
      return 'drift';
    }
    if (exchange.status !== 200 || !isDataCall(name)) {
      this.counts.ignored += 1;
      return 'ignored';
    }
    const answer = contract.responses[200]!.parse(parseAnswer(answerText));
    this.fold({ name, query: query?.data, body: body?.data, answer } as ParsedCall);
    this.counts.kept += 1;
    const target = baseUrlOf(url, name);
    if (
      !this.first ||
      exchange.startedAt < this.first.at ||
      (exchange.startedAt === this.first.at && target < this.first.target)
    )
      this.first = { at: exchange.startedAt, target };
    return 'kept';
  }

  /**
   * A GET answering an image or video (not empty): kept by its media path (the greater bytes if two
   * differ).
   */
  private addMedia(exchange: Exchange, url: URL): 'media' | 'ignored' {
    const type = (exchange.responseHeaders['content-type'] ?? '').split(';')[0]!.trim();
    const path = mediaPathOf(url);
    const body = exchange.responseBody;
    const kept = this.mediaSeen.get(path);
    if (
      exchange.method !== 'GET' ||
      exchange.status !== 200 ||
      body.length === 0 ||
      !/^(image|video)\/[\w.+-]+$/.test(type) ||
      !isMediaPath(path) ||
      body.length > SNAPSHOT_LIMITS.MEDIA_FILE_BYTES ||
      (!kept && this.mediaBytes + body.length > SNAPSHOT_LIMITS.MEDIA_BYTES)
    ) {
      this.counts.ignored += 1;
      return 'ignored';
    }
    if (!kept || Buffer.compare(body, kept.body) > 0) {
      this.mediaBytes += body.length - (kept?.body.length ?? 0);
      this.mediaSeen.set(path, { body, contentType: type });
    }
    this.counts.mediaSeen = this.mediaSeen.size;
    return 'media';
  }

  /** Folds one valid answer of data call `name` into the data. */
  private fold(parsed: ParsedCall): void {
    switch (parsed.name) {
      case 'getProducts':
        return this.foldProducts(parsed);
      case 'getCategoryProducts': {
        const { query, answer } = parsed;
        for (const item of answer.ProductList) this.products.addItem(item, query.CategoryNo);
        return;
      }
      case 'loadProduct': {
        const { query, answer } = parsed;
        this.products.addDetail(answer, query.LoadReviews === true);
        return;
      }
      case 'getCategoryTree':
        this.categories = preferred(this.categories, parsed.answer);
        return;
      case 'loadDesignPageProducts': {
        const { query, answer } = parsed;
        for (const item of [
          ...answer.NewArrivalList,
          ...answer.Sections.flatMap((s) => s.Products),
        ])
          this.products.addItem(item);
        const page: SnapshotDesignPage = {
          PageNo: query.PageNo,
          NewArrivalList: answer.NewArrivalList.map((i) => i.ProductNo),
          Sections: answer.Sections.map((s) => ({
            SectionName: s.SectionName,
            ProductNos: s.Products.map((i) => i.ProductNo),
          })),
        };
        this.designPages.set(query.PageNo, preferred(this.designPages.get(query.PageNo), page));
        return;
      }
      case 'validateCoupon': {
        const { body, answer } = parsed;
        const code = body.CouponCode.trim().toUpperCase();
        const coupon = answer.success
          ? { CouponDiscPercent: answer.CouponDiscPercent, expired: false }
          : /expired/i.test(answer.msg)
            ? { CouponDiscPercent: 0, expired: true }
            : undefined;
        if (code !== '' && coupon)
          this.coupons.set(code, preferred(this.coupons.get(code), coupon));
        return;
      }
      case 'getCityList':
        this.cities = preferred(this.cities, parsed.answer);
        return;
      case 'getShop': {
        const shop = parsed.answer;
        if (shop.ShopName !== undefined)
          this.shops.set(shop.ShopNo, preferred(this.shops.get(shop.ShopNo), shop));
        return;
      }
    }
  }

  /** GetProducts: its products, and the list it pages through (see the mock's selectProducts). */
  private foldProducts({ query: q, answer }: Parsed<'getProducts'>): void {
    for (const item of answer) this.products.addItem(item);
    const nos = answer.map((p) => p.ProductNo);
    if (q.SimilarProductNo !== undefined) return;
    if (q.BestSellers) this.bestSellers = preferred(this.bestSellers, nos);
    else if (q.NewProducts) this.newProducts = preferred(this.newProducts, nos);
    else if (q.BannerNo !== undefined && (q.SearchText ?? '').trim() === '') {
      const list = this.banners.get(q.BannerNo) ?? new PagedList();
      list.add(q.PageNo, q.MaxRecords, nos);
      this.banners.set(q.BannerNo, list);
    } else if ((q.SearchText ?? '').trim() === '' && q.BannerNo === undefined)
      this.home.add(q.PageNo, q.MaxRecords, nos);
  }

  /**
   * The data collected, redacted (see RedactionList.scrub), with meta.json's recordedAt (the
   * earliest kept answer's start) and target (the backend it came from, or `target`); undefined
   * when no answer was kept.
   */
  content(target?: string): SnapshotContent | undefined {
    if (!this.first) return undefined;
    return this.redactions.scrub({
      meta: {
        format: SNAPSHOT_FORMAT,
        recordedAt: this.first.at,
        target: target ?? this.first.target,
      },
      products: this.products.products(),
      categories: this.categories ?? [],
      productLists: {
        home: this.home.list(),
        banners: [...this.banners].map(([BannerNo, list]) => ({
          BannerNo,
          ProductNos: list.list(),
        })),
        bestSellers: this.bestSellers ?? [],
        newProducts: this.newProducts ?? [],
      },
      designPages: [...this.designPages.values()],
      coupons: [...this.coupons].map(([CouponCode, c]) => ({ CouponCode, ...c })),
      cities: this.cities ?? [],
      shops: [...this.shops.values()],
    });
  }
}
