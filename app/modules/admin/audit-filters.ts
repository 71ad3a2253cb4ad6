import { z } from "zod";

/** The audit log viewer's filters and entries: shared by the page (browser) and its loader. */

export const AUDIT_PAGE_SIZE = 30;
export const auditEntityTypes = [
  "product",
  "stock",
  "category",
  "order",
  "coupon",
  "user",
  "review",
  "gift_card",
  "return",
] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** The viewer's filters, from the query string; anything malformed is simply no filter. */
export const auditFiltersSchema = z.object({
  entity: z.enum(auditEntityTypes).optional().catch(undefined),
  /** Part of the actor's e-mail. */
  actor: z.string().trim().max(200).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export interface AuditEntryView {
  id: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}
