export const CUSTOMERS_PAGE_SIZE = 20;
/** The most orders a customer's page lists (newest first); the order pages have the rest. */
export const CUSTOMER_ORDERS_SHOWN = 100;
export const CUSTOMER_ROLE_FILTERS = ["all", "shoppers", "admins"] as const;
export type CustomerRoleFilter = (typeof CUSTOMER_ROLE_FILTERS)[number];

export interface CustomerListQuery {
  page: number;
  /** Part of a name or an e-mail address. */
  search: string;
  role: CustomerRoleFilter;
}

const SEARCH_MAX = 100;

/** The list's address (`?q=&role=&page=`) read leniently: anything odd falls back to the default. */
export function parseCustomerListQuery(url: URL): CustomerListQuery {
  const page = Number(url.searchParams.get("page"));
  const role = url.searchParams.get("role");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    search: (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    role: (CUSTOMER_ROLE_FILTERS as readonly string[]).includes(role ?? "")
      ? (role as CustomerRoleFilter)
      : "all",
  };
}
