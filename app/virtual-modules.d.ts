/** Each language's texts chunk and the chunks it imports, by address (vite.config.ts). */
declare module "virtual:text-chunks" {
  const textChunks: Partial<Record<"en" | "es", readonly string[]>>;
  export default textChunks;
}
