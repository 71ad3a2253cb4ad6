import { translator } from "~/i18n/setup";
import { jsonAnswer } from "~/lib/json-answer.server";
import { postEndpoint } from "~/lib/json-endpoint.server";
import { requestLanguage } from "~/lib/language";
import { giftCardCheckRequestSchema, type GiftCardCheckResponse } from "~/modules/gift-cards/check-schema";
import { findSpendableCard } from "~/modules/gift-cards/ledger.server";
import { hitClientLimit, retryAfterHeader } from "~/modules/rate-limits/client-limits.server";

/**
 * POST /api/gift-cards/check `{ code }` → `{ ok: true, last4, availableCents }` or `{ ok: false,
 * problem: "none" }` (200 either way, the same for an unknown and a used-up code); 429 `tooMany`
 * past the client's limit, shared with `/gift-cards/balance` (decision 085).
 */
const endpoint = postEndpoint({
  body: "json",
  schema: giftCardCheckRequestSchema,
  invalid: () => ({ error: "Send { code } as JSON" }),
  handle: async ({ request, context, body }) => {
    const limit = await hitClientLimit(context, "giftCard");
    if (limit.limited) {
      const error = translator(requestLanguage(request))("giftCards.checkout.tooMany");
      return jsonAnswer({ ok: false, problem: "tooMany", error } satisfies GiftCardCheckResponse, {
        status: 429,
        headers: retryAfterHeader(limit.retryAfterMs),
      });
    }
    const now = new Date();
    const card = await findSpendableCard(context.db, body.code, now);
    const available = card ? card.balanceCents - card.heldCents : 0;
    const answer: GiftCardCheckResponse =
      card && available > 0
        ? { ok: true, last4: card.last4, availableCents: available }
        : { ok: false, problem: "none" };
    return answer;
  },
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
