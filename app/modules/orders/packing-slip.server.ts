import { isGiftCardLine } from "~/modules/gift-cards/line-name";
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderLines, orders, type Order, type OrderLine } from "~/db/schema";
import { addressCountryName } from "~/lib/countries";
import { longDate } from "~/lib/formats";
import { parseLanguage } from "~/lib/language";
import { formatPrice } from "~/lib/money";
import { isOrderNumber } from "~/modules/checkout/order-number.server";
import { packingSlipTexts, type PackingSlipTexts } from "./packing-slip-texts";

/**
 * The packing slip of an order (decision 075): a whole, print-ready HTML page for the parcel, in
 * the order's language: the lines and quantities, the gift message, and the prices unless the
 * gift hides them. What the packer must do (gift wrap, insulation) is said at the top.
 */
export async function packingSlip(db: Database, number: string): Promise<string | null> {
  if (!isOrderNumber(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.productName));
  // Gift cards go by e-mail: nothing of them is packed (decision 085).
  return packingSlipHtml(
    order,
    lines.filter((line) => !isGiftCardLine(line)),
  );
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function packingSlipHtml(order: Order, lines: readonly OrderLine[]): string {
  const language = parseLanguage(order.language);
  const words = packingSlipTexts[language];
  const showPrices = !(order.isGift && order.giftHidePrices);
  const address = order.shippingAddress;
  const recipient = order.isGift
    ? (order.giftRecipientName ?? `${address.firstName} ${address.lastName}`)
    : null;
  const packing = [
    ...(order.giftWrapped ? [words.wrapIt] : []),
    ...(order.insulated ? [words.insulateIt] : []),
  ];
  const addressLines = [
    `${address.firstName} ${address.lastName}`,
    address.address,
    [address.city, address.state, address.zipCode].filter(Boolean).join(", "),
    addressCountryName(address.country, language),
  ];
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escape(line.productName)}</td><td class="num">${line.quantity}</td>${
          showPrices
            ? `<td class="num">${formatPrice(line.unitPriceCents)}</td><td class="num">${formatPrice(line.unitPriceCents * line.quantity)}</td>`
            : ""
        }</tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(words.title(order.number))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="hint">${escape(words.printHint)}</p>
<header><p class="brand">Sweet Trip</p><h1>${escape(words.title(order.number))}</h1>
<p>${escape(words.placed)}: ${escape(longDate(language).format(order.createdAt))}</p></header>
${packing.length > 0 ? `<section class="packing" aria-label="${escape(words.packing)}"><h2>${escape(words.packing)}</h2><ul>${packing.map((item) => `<li>${escape(item)}</li>`).join("")}</ul></section>` : ""}
<section class="ship"><h2>${escape(words.shipTo)}</h2><address>${addressLines.map(escape).join("<br>")}</address></section>
${recipient ? `<section class="gift"><h2>${escape(words.giftFor(recipient))}</h2>${order.giftMessage ? `<p class="label">${escape(words.message)}</p><blockquote>${escape(order.giftMessage)}</blockquote>` : ""}</section>` : ""}
<table>
<thead><tr><th>${escape(words.product)}</th><th class="num">${escape(words.quantity)}</th>${showPrices ? `<th class="num">${escape(words.unitPrice)}</th><th class="num">${escape(words.lineTotal)}</th>` : ""}</tr></thead>
<tbody>${rows}</tbody>
</table>
${showPrices ? amounts(order, words) : ""}
<p class="thanks">${escape(words.thanks)}</p>
</main>
</body>
</html>`;
}

function amounts(order: Order, words: PackingSlipTexts): string {
  const fee = (cents: number) => (cents === 0 ? words.free : formatPrice(cents));
  const rows: [string, string][] = [
    [words.subtotal, formatPrice(order.subtotalCents)],
    ...(order.discountCents > 0
      ? [
          [
            `${words.discount}${order.couponCode ? ` (${order.couponCode})` : ""}`,
            `−${formatPrice(order.discountCents)}`,
          ] as [string, string],
        ]
      : []),
    [words.shipping, fee(order.shippingCents)],
    ...(order.giftWrapped ? [[words.giftWrap, fee(order.giftWrapCents)] as [string, string]] : []),
    ...(order.insulated ? [[words.insulation, fee(order.insulationCents)] as [string, string]] : []),
  ];
  return `<dl class="amounts">${rows
    .map(([label, value]) => `<div><dt>${escape(label)}</dt><dd>${escape(value)}</dd></div>`)
    .join(
      "",
    )}<div class="total"><dt>${escape(words.total)}</dt><dd>${formatPrice(order.totalCents)}</dd></div></dl>`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1630;background:#f6f3fb}
main{max-width:48rem;margin:1.5rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.brand{margin:0;font-weight:800;font-size:1.1rem;color:#7c3aed;letter-spacing:.02em}
h1{margin:.25rem 0 .25rem;font-size:1.6rem}
h2{margin:0 0 .5rem;font-size:1.05rem}
header p{margin:0}
section{margin-top:1.5rem}
address{font-style:normal}
.packing{padding:.75rem 1rem;border:2px solid #1f1630;border-radius:.5rem}
.packing ul{margin:0;padding-left:1.25rem;font-weight:700}
.gift{padding:1rem;border:1px dashed #7c3aed;border-radius:.75rem;background:#faf7ff}
.label{margin:0;font-size:.85rem;font-weight:600;color:#5b5470}
blockquote{margin:.25rem 0 0;white-space:pre-line;font-size:1.1rem;overflow-wrap:anywhere}
table{width:100%;margin-top:1.5rem;border-collapse:collapse}
th,td{padding:.5rem .25rem;border-bottom:1px solid #ddd6ea;text-align:left;vertical-align:top}
th{font-size:.85rem;color:#5b5470}
.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.amounts{margin:1rem 0 0 auto;max-width:18rem}
.amounts div{display:flex;justify-content:space-between;gap:1rem}
.amounts dt,.amounts dd{margin:0}
.amounts dd{font-variant-numeric:tabular-nums}
.amounts .total{margin-top:.25rem;padding-top:.25rem;border-top:1px solid #1f1630;font-weight:700}
.thanks{margin-top:2rem;text-align:center;color:#5b5470}
.hint{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.5rem;background:#f0ebfa;font-size:.9rem}
@media (max-width:40rem){main{margin:0;border-radius:0;padding:1.25rem}}
@media print{body{background:#fff}main{margin:0;max-width:none;box-shadow:none;padding:0}.hint{display:none}}
`;
