/**
 * The address of page `page` of the list at `path` with the filters in `query` (a page's own
 * parameters, or a record whose empty values are left out). Page 1 has no `page` parameter.
 */
export function listHref(
  path: string,
  query: URLSearchParams | Record<string, string | null | undefined>,
  page: number,
): string {
  const params =
    query instanceof URLSearchParams
      ? new URLSearchParams(query)
      : new URLSearchParams(
          Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
        );
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
