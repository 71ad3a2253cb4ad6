import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of a PDF as a reader's viewer extracts it (Mozilla's PDF.js), page after page, its
 * pieces joined by single spaces: what tests of the invoice read back. Also the document's title.
 */
export async function pdfText(
  bytes: Uint8Array | ArrayBuffer,
): Promise<{ text: string; title: string; pages: number }> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes);
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const pieces: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ("str" in item) pieces.push(item.str);
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  const text = pieces.join(" ").replace(/\s+/g, " ").trim();
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text, title: info.Title ?? "", pages };
}
