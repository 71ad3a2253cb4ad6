import { createRequire } from "node:module";
import { asc, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Database } from "~/db/client.server";
import { orderLines, orders, type OrderStatus, type PostalAddress } from "~/db/schema";
import { addressCountryName } from "~/lib/countries";
import { longDate } from "~/lib/formats";
import { parseLanguage, type Language } from "~/lib/language";
import { formatPrice } from "~/lib/money";
import { isOrderNumber } from "~/modules/checkout/order-number.server";
import { hasInvoice } from "./invoice-rules";
import { invoiceTexts } from "./invoice-texts";
import { orderPriceLines, type PriceLine } from "./price-lines";

/**
 * Invoices (issue 30, item 4; decision 082): a PDF for a paid order, in the language it was
 * placed in, drawn with pdfkit and the Inter font shipped in `@fontsource/inter` (embedded, only
 * the glyphs used): nothing is fetched at run time. Its amounts are the order's price lines
 * (`price-lines.ts`), so a fee added to orders is printed without touching the drawing.
 */

export interface InvoiceLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

export interface Invoice {
  number: string;
  language: Language;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date;
  email: string;
  billingAddress: PostalAddress;
  shippingAddress: PostalAddress;
  lines: InvoiceLine[];
  priceLines: PriceLine[];
  /** The last four digits of the card, when the provider said (the sandbox does; decision 082). */
  cardLast4: string | null;
}

/**
 * The invoice of the order `number`, or null when there is none (unknown, or not paid). Whoever
 * asks must have been let in by the caller (the buyer, the e-mail link's holder, an admin).
 */
export async function invoiceOf(db: Database, number: string): Promise<Invoice | null> {
  if (!isOrderNumber(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order || !hasInvoice(order)) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.productName));
  return {
    number: order.number,
    language: parseLanguage(order.language),
    status: order.status,
    createdAt: order.createdAt,
    paidAt: order.paidAt!,
    email: order.email,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    lines: lines.map((line) => ({
      name: line.productName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.unitPriceCents * line.quantity,
    })),
    priceLines: orderPriceLines({ ...order, giftCardCents: order.giftCardCents }, [
      { kind: "giftWrap", amountCents: order.giftWrapCents },
      { kind: "insulation", amountCents: order.insulationCents },
    ]),
    cardLast4: order.cardLast4,
  };
}

/** The file name the invoice is downloaded as, in its language. */
export const invoiceFileName = (invoice: Pick<Invoice, "number" | "language">) =>
  invoiceTexts[invoice.language].fileName(invoice.number);

// --- Drawing -------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
/** Inter's Latin and Latin Extended subsets, regular and bold (static fonts: pdfkit subsets them). */
const FONT_FILES = {
  regular: "@fontsource/inter/files/inter-latin-400-normal.woff",
  bold: "@fontsource/inter/files/inter-latin-700-normal.woff",
  regularExt: "@fontsource/inter/files/inter-latin-ext-400-normal.woff",
  boldExt: "@fontsource/inter/files/inter-latin-ext-700-normal.woff",
} as const;
type FontName = keyof typeof FONT_FILES;
let fontPaths: Record<FontName, string> | null = null;
const fontPath = (name: FontName) => {
  fontPaths ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([key, file]) => [key, require.resolve(file)]),
  ) as Record<FontName, string>;
  return fontPaths[name];
};

/** What Inter's Latin subset holds (fontsource's unicode-range); anything else is drawn with Latin Extended. */
const LATIN_RANGES: readonly [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const inLatin = (codePoint: number) =>
  LATIN_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high);

/** `text` cut into runs of one subset each: [text, extended?]. */
export function fontRuns(text: string): [string, boolean][] {
  const runs: [string, boolean][] = [];
  for (const character of text) {
    const extended = !inLatin(character.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last[1] === extended) last[0] += character;
    else runs.push([character, extended]);
  }
  return runs;
}

const INK = "#1f1633";
const MUTED = "#5b5670";
const GRAPE = "#7c3aed";
const LINE = "#e4ddf2";
const PANEL = "#f6f2fd";

type Doc = PDFKit.PDFDocument;

/** Writes `text` at (x, y) (or where the last text left off), each run in the subset that has it. */
function write(
  doc: Doc,
  text: string,
  options: PDFKit.Mixins.TextOptions & { bold?: boolean; x?: number; y?: number } = {},
) {
  const { bold = false, x, y, ...textOptions } = options;
  const runs = fontRuns(text);
  runs.forEach(([run, extended], index) => {
    doc.font(bold ? (extended ? "boldExt" : "bold") : extended ? "regularExt" : "regular");
    const continued = index < runs.length - 1;
    if (index === 0 && x !== undefined && y !== undefined) doc.text(run, x, y, { ...textOptions, continued });
    else doc.text(run, { ...textOptions, continued });
  });
}

// An order of gift cards alone has no postal address (issue 29): its name only.
const addressLines = (address: PostalAddress, language: Language) =>
  address.address
    ? [
        `${address.firstName} ${address.lastName}`,
        address.address,
        [address.city, address.state, address.zipCode].filter(Boolean).join(", "),
        addressCountryName(address.country, language),
      ]
    : [`${address.firstName} ${address.lastName}`];

/** The invoice as a PDF (A4), in its order's language, with the shop's address from the settings. */
export function renderInvoicePdf(invoice: Invoice, settings: { shopAddress: string }): Promise<Buffer> {
  const words = invoiceTexts[invoice.language];
  const date = (value: Date) => longDate(invoice.language).format(value);
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${words.title} ${invoice.number}`, Author: "Sweet Trip", Creator: "Sweet Trip" },
    lang: invoice.language,
    displayTitle: true,
  });
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, fontPath(name));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  // The brand band and the title.
  doc.rect(0, 0, doc.page.width, 8).fill(GRAPE);
  doc.fillColor(GRAPE).fontSize(24);
  write(doc, "Sweet Trip", { x: left, y: 44, bold: true, lineBreak: false });
  doc.fillColor(INK).fontSize(22);
  write(doc, words.title, { x: left, y: 46, width, align: "right", bold: true });

  // From (the shop) on the left; the invoice's facts on the right.
  const top = 100;
  doc.fillColor(MUTED).fontSize(8);
  write(doc, words.from.toUpperCase(), { x: left, y: top, characterSpacing: 0.8 });
  doc.fillColor(INK).fontSize(10);
  const shopLines = settings.shopAddress
    .split("|")
    .map((line) => line.trim())
    .filter(Boolean);
  shopLines.forEach((line, index) => write(doc, line, { x: left, y: top + 14 + index * 14 }));

  const facts: [string, string][] = [
    [words.orderNumber, invoice.number],
    [words.orderDate, date(invoice.createdAt)],
    [words.paidOn, date(invoice.paidAt)],
  ];
  const factsX = left + width / 2 + 20;
  facts.forEach(([label, value], index) => {
    const y = top + index * 16;
    doc.fillColor(MUTED).fontSize(9);
    write(doc, label, { x: factsX, y, lineBreak: false });
    doc.fillColor(INK).fontSize(10);
    write(doc, value, { x: factsX, y, width: right - factsX, align: "right", bold: true });
  });

  // Billed to and ship to.
  const partiesTop = top + Math.max(shopLines.length * 14 + 14, facts.length * 16) + 24;
  const parties: [string, string[]][] = [
    [words.billedTo, [...addressLines(invoice.billingAddress, invoice.language), invoice.email]],
    // Nothing shipped (gift cards alone): no "Ship to".
    ...(invoice.shippingAddress.address
      ? [[words.shipTo, addressLines(invoice.shippingAddress, invoice.language)] as [string, string[]]]
      : []),
  ];
  parties.forEach(([label, lines], column) => {
    const x = column === 0 ? left : factsX;
    doc.fillColor(MUTED).fontSize(8);
    write(doc, label.toUpperCase(), { x, y: partiesTop, characterSpacing: 0.8 });
    doc.fillColor(INK).fontSize(10);
    lines.forEach((line, index) =>
      write(doc, line, {
        x,
        y: partiesTop + 14 + index * 14,
        width: width / 2 - 20,
        lineBreak: false,
        ellipsis: true,
      }),
    );
  });

  // The lines.
  const columns = {
    item: left + 10,
    quantity: left + width * 0.58,
    unit: left + width * 0.66,
    amount: left + width * 0.82,
  };
  const columnWidth = {
    item: width * 0.56 - 10,
    quantity: width * 0.08,
    unit: width * 0.16,
    amount: width * 0.18 - 10,
  };
  let y = partiesTop + 14 + 5 * 14 + 20;
  doc.roundedRect(left, y, width, 24, 6).fill(PANEL);
  doc.fillColor(MUTED).fontSize(9);
  write(doc, words.item, { x: columns.item, y: y + 8, bold: true, lineBreak: false });
  write(doc, words.quantity, {
    x: columns.quantity,
    y: y + 8,
    width: columnWidth.quantity,
    align: "right",
    bold: true,
  });
  write(doc, words.unitPrice, {
    x: columns.unit,
    y: y + 8,
    width: columnWidth.unit,
    align: "right",
    bold: true,
  });
  write(doc, words.amount, {
    x: columns.amount,
    y: y + 8,
    width: columnWidth.amount,
    align: "right",
    bold: true,
  });
  y += 32;

  for (const line of invoice.lines) {
    doc.fontSize(10);
    doc.font("regular");
    const height = Math.max(14, doc.heightOfString(line.name, { width: columnWidth.item }));
    if (y + height > doc.page.height - doc.page.margins.bottom - 160) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.fillColor(INK);
    write(doc, line.name, { x: columns.item, y, width: columnWidth.item });
    write(doc, String(line.quantity), {
      x: columns.quantity,
      y,
      width: columnWidth.quantity,
      align: "right",
    });
    write(doc, formatPrice(line.unitPriceCents), {
      x: columns.unit,
      y,
      width: columnWidth.unit,
      align: "right",
    });
    write(doc, formatPrice(line.totalCents), {
      x: columns.amount,
      y,
      width: columnWidth.amount,
      align: "right",
    });
    y += height + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  }

  // The amounts: the order's price lines, the total last and bold.
  y += 8;
  const labelX = left + width * 0.5;
  for (const priceLine of invoice.priceLines) {
    const isTotal = priceLine.kind === "total";
    if (isTotal) {
      doc.moveTo(labelX, y).lineTo(right, y).lineWidth(1).strokeColor(INK).stroke();
      y += 8;
    }
    const label = words.priceLines[priceLine.kind] ?? priceLine.kind;
    const value =
      priceLine.kind === "shipping" && priceLine.amountCents === 0
        ? words.free
        : `${priceLine.sign < 0 ? "−" : ""}${formatPrice(priceLine.amountCents)}`;
    doc.fillColor(isTotal ? INK : MUTED).fontSize(isTotal ? 13 : 10);
    write(doc, priceLine.detail ? `${label} (${priceLine.detail})` : label, {
      x: labelX,
      y,
      bold: isTotal,
      lineBreak: false,
    });
    doc.fillColor(INK);
    write(doc, value, { x: labelX, y, width: right - labelX - 10, align: "right", bold: isTotal });
    y += isTotal ? 22 : 18;
  }

  // How it was paid.
  y += 14;
  doc.fillColor(MUTED).fontSize(8);
  write(doc, words.paymentMethod.toUpperCase(), { x: left, y, characterSpacing: 0.8 });
  doc.fillColor(INK).fontSize(10);
  write(doc, invoice.cardLast4 ? words.card(invoice.cardLast4) : words.cardUnknown, { x: left, y: y + 14 });
  if (invoice.status === "refunded") {
    doc.fillColor("#b91c1c");
    write(doc, words.refunded, { x: left, y: y + 30, bold: true });
  }

  // Thanks, at the foot of the last page.
  doc.fillColor(GRAPE).fontSize(11);
  write(doc, words.thanks, {
    x: left,
    y: doc.page.height - doc.page.margins.bottom - 20,
    width,
    align: "center",
    bold: true,
    lineBreak: false,
  });
  doc.end();
  return finished;
}
