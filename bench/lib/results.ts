/** What one `npm run bench` measured, as the report and the goal checks read it. */
import type { CheckoutThroughput, OversellCheck } from "./checkout";
import type { Measurement, OneAtATime } from "./load";
import type { SaleBuyers } from "./sale";
import type { ProcessMemory } from "./memory";

export type DatabaseKind = "embedded" | "postgres";

export const databaseNames: Record<DatabaseKind, string> = {
  embedded: "embedded (PGlite)",
  postgres: "PostgreSQL",
};

/** One row of the results table: a target on one database. */
export type RowKey =
  /** The bare node:http server sending the product page's compressed bytes. */
  | "ceiling"
  | "cached-home"
  | "cached-products"
  | "cached-product"
  | "uncached-home"
  | "uncached-products"
  | "uncached-product"
  /** The plain React Router app of bench/reference: a list of 50 products, an empty page. */
  | "reference-products"
  | "reference-empty"
  | "search"
  | "health"
  | "checkout"
  /** The 8 public pages of a browsing shopper, cached, with no checkout going on… */
  | "browse"
  /** …and the same while buyers start 5, then 20 checkouts a second (issue 24). */
  | "sale-5"
  | "sale-20";

export interface RowResult extends Measurement {
  /** The answer's size as sent (compressed), and how it was compressed. */
  bytes?: number;
  encoding?: string;
  /** A sale row's buyers: what their checkouts did meanwhile. */
  buyers?: SaleBuyers;
}

/** The checkouts a second of each sale row. */
export const SALE_RATES = [5, 20] as const;
export const saleRow = (perSecond: (typeof SALE_RATES)[number]): RowKey => `sale-${perSecond}`;

/** A shop process's memory after its start (and a first request) and after its load. */
export interface InstanceMemory {
  afterStart: ProcessMemory;
  afterRun: ProcessMemory;
}

export interface LargeCatalogueSearch {
  /** Products in the catalogue searched, and how many the run added to the demo's. */
  products: number;
  added: number;
  /** The search pages (HTML), every query in turn. */
  page: Measurement;
  /** The same searches as data requests (the loader, no render). */
  data: Measurement;
  /** The search pages one at a time (one connection, every query twice): a search without a queue. */
  alone: OneAtATime;
  /** Filtered lists with their counts as data requests, one at a time (issue 28; goal ≤ 30 ms p95). */
  filteredCounts?: OneAtATime;
}

export interface DatabaseResults {
  database: DatabaseKind;
  rows: Partial<Record<RowKey, RowResult>>;
  memory: {
    /** The first start, on a new database: migrations, the demo seed, PAGE_CACHE=off. */
    uncached?: InstanceMemory;
    /** The restart with the page cache on: the shop as it normally runs. */
    cached?: InstanceMemory;
    /** The start on the large catalogue. */
    search?: InstanceMemory;
  };
  checkout?: { throughput: CheckoutThroughput; oversell: OversellCheck };
  search?: LargeCatalogueSearch;
}

export interface PageScripts {
  page: string;
  gzipBytes: number;
}

export interface BenchResults {
  databases: DatabaseResults[];
  scripts: PageScripts[];
}
