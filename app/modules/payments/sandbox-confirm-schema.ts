import { z } from "zod";

/**
 * The body of `POST /api/payments/sandbox/confirm` (DESIGN section 4): the sandbox payment's
 * client secret and the card typed into the sandbox's form. The route checks bodies with it, and
 * the API's OpenAPI document describes them with it.
 */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    expMonth: z.coerce.number().int(),
    expYear: z.coerce.number().int(),
    cvc: z.string().max(10),
  }),
});
