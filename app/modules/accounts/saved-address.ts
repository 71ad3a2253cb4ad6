import type { AddressFields } from "~/modules/checkout/address-schema";

/** How many addresses one shopper may keep: plenty for homes, work and gifts, not a data store. */
export const MAX_ADDRESSES = 20;

/** A saved address as the pages see it. */
export interface SavedAddress extends AddressFields {
  id: string;
  isDefault: boolean;
}

/** The shopper's default address, if they saved any. */
export function defaultAddressOf(addresses: readonly SavedAddress[]): SavedAddress | null {
  return addresses.find((address) => address.isDefault) ?? null;
}
