import { useLocation, useNavigation } from "react-router";

/**
 * True while a client-side navigation loads another product page: the moment to show
 * ProductPageSkeleton instead of the page being left.
 */
export function useLoadingAnotherProduct(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location?.pathname;
  return (
    navigation.state === "loading" &&
    target !== undefined &&
    target.startsWith("/product/") &&
    target !== location.pathname
  );
}
