import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { AddressesPageView } from "~/components/account/AddressesPageView";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { isAddressIntent, type AddressActionResult } from "~/modules/accounts/address-results";
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "~/modules/accounts/addresses.server";
import { MAX_ADDRESSES } from "~/modules/accounts/saved-address";
import { requireUser } from "~/modules/accounts/session.server";
import { validateAddress } from "~/modules/checkout/address-schema";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import type { Route } from "./+types/addresses";

/** The signed-in shopper's saved addresses; anyone else signs in first. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, url, context });
  const addresses = await listAddresses(context.db, user.id);
  return data({ addresses, max: MAX_ADDRESSES }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: AddressActionResult, status = 200) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

/**
 * Add, edit, delete, make default — told apart by `intent`. Every change names the session's
 * user as the owner, so another user's address is "not found" (404) whatever its id.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) return refusal;
  const user = await requireUser({ request, url, context });
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isAddressIntent(intent)) return answer({ intent: null, status: "unknown-intent" }, 400);
  const id = String(form.get("id") ?? "");

  if (intent === "create" || intent === "update") {
    const parsed = validateAddress(form);
    if (!parsed.success) return answer({ intent, status: "invalid", errors: parsed.errors }, 400);
    if (intent === "create") {
      const added = await addAddress(context.db, user.id, parsed.data);
      if (added.outcome === "limit") return answer({ intent, status: "limit", max: MAX_ADDRESSES }, 409);
      return answer({ intent, status: "saved", id: added.address.id });
    }
    const updated = await updateAddress(context.db, user.id, id, parsed.data);
    if (!updated) return answer({ intent, status: "not-found" }, 404);
    return answer({ intent, status: "saved", id: updated.id });
  }

  const done =
    intent === "delete"
      ? await deleteAddress(context.db, user.id, id)
      : await setDefaultAddress(context.db, user.id, id);
  if (!done) return answer({ intent, status: "not-found" }, 404);
  return answer({ intent, status: "done", id });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("accountPage.addresses.metaTitle"));
}

export default function Addresses({ loaderData }: Route.ComponentProps) {
  return <AddressesPageView addresses={loaderData.addresses} max={loaderData.max} />;
}
