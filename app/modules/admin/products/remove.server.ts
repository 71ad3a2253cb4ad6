import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderLines, products } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import { recordAudit } from "~/modules/admin/audit.server";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { productEdited } from "~/modules/catalog/page-tags";
import { auditedFields, productForEdit } from "./editor.server";
import { deleteProductFiles } from "./images.server";

export type RemoveOutcome = { outcome: "deleted" } | { outcome: "deactivated" } | { outcome: "not-found" };

/**
 * "Delete" a product: one that orders reference is deactivated instead (its orders keep their
 * link and history; it leaves the storefront), one that no order names is deleted with its
 * images. The product's row is locked first, so an order placed meanwhile waits for this
 * decision and cannot lose its product.
 */
export async function removeProduct(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  id: string,
): Promise<RemoveOutcome> {
  const result = await db.transaction(async (tx): Promise<RemoveOutcome> => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!locked) return { outcome: "not-found" };
    const product = (await productForEdit(tx, id))!;
    const [ordered] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.productId, id))
      .limit(1);

    if (ordered) {
      if (product.isActive) {
        await tx.update(products).set({ isActive: false, updatedAt: new Date() }).where(eq(products.id, id));
        await recordAudit(tx, actor, {
          action: "product.deactivate",
          entityType: "product",
          entityId: id,
          before: { isActive: true },
          after: { isActive: false },
        });
      }
      return { outcome: "deactivated" };
    }

    await tx.delete(products).where(eq(products.id, id));
    await deleteProductFiles(tx, id);
    await recordAudit(tx, actor, {
      action: "product.delete",
      entityType: "product",
      entityId: id,
      before: { ...auditedFields(product), stockQuantity: product.stockQuantity },
    });
    return { outcome: "deleted" };
  });
  if (result.outcome !== "not-found") await catalogueChanged(productEdited(id));
  return result;
}
