import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { auditLog } from "~/db/schema";
import { clampPage, pageCount } from "~/modules/catalog/pagination";
import { AUDIT_PAGE_SIZE, type AuditEntryView, type AuditFilters } from "./audit-filters";

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the audit log, newest first, filtered by what was changed, who, and when (UTC days). */
export async function listAuditEntries(db: Database, filters: AuditFilters): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filters.entity) conditions.push(eq(auditLog.entityType, filters.entity));
  if (filters.actor) conditions.push(ilike(auditLog.actorEmail, containsPattern(filters.actor)));
  if (filters.from) conditions.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to)
    conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  const page = clampPage(filters.page, total, AUDIT_PAGE_SIZE);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageCount: pageCount(total, AUDIT_PAGE_SIZE),
  };
}
