import { useMemo } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { listSearchString, parseListParams, type ListParams } from "~/modules/catalog/list-params";

/**
 * The list state of the current URL, or of the URL being loaded on this same page: controls
 * show a shopper's change at once, and quick successive changes build on each other instead
 * of on the page still shown.
 */
export function useListParams(): ListParams {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const search = (pending ?? location).search;
  return useMemo(() => parseListParams(new URLSearchParams(search)), [search]);
}

/**
 * Goes to the same list with another state. Filter changes keep the scroll position (the
 * shopper stays at the controls); a new history entry each time, so Back undoes a change.
 */
export function useChangeListParams(): (next: ListParams) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (next) => void navigate(`${pathname}${listSearchString(next)}`, { preventScrollReset: true });
}

/** Whether a client-side navigation is loading one of `paths`. */
export function useLoadingPath(paths: readonly string[]): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && paths.includes(navigation.location.pathname);
}
