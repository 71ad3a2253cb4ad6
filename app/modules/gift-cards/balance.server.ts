import {
  hitClientLimit,
  minutesToWait,
  type ClientLimitContext,
} from "~/modules/rate-limits/client-limits.server";
import { validateBalanceForm } from "./forms";
import { giftCardBalance } from "./ledger.server";

/**
 * `/gift-cards/balance` (decision 085): what a code has left, for anyone who has it. An unknown,
 * disabled and used-up code get the same answer (`balanceCents: 0`); past the client's limit
 * (shared with the checkout's field), `limited`.
 */
export type BalanceAnswer =
  | { status: "invalid"; errors: { code?: "invalid" } }
  | { status: "limited"; minutes: number }
  | { status: "checked"; balanceCents: number };

export async function checkBalance(context: ClientLimitContext, form: FormData): Promise<BalanceAnswer> {
  const checked = validateBalanceForm(form);
  if (!checked.success) return { status: "invalid", errors: checked.errors };
  const limit = await hitClientLimit(context, "giftCard");
  if (limit.limited) return { status: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  return { status: "checked", balanceCents: await giftCardBalance(context.db, checked.data.code) };
}
