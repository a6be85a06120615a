import { useStorage } from 'nitropack/runtime';

/** Font bytes by family and weight, handed to the PDF worker when it starts. */
export type PdfFonts = Record<string, Record<number, Uint8Array>>;

/** IBM Plex Sans Arabic, its Arabic and Latin subsets (TOOLCHAIN.md: it shapes Arabic; the Latin for names). */
const FILES = {
  PlexArabic: {
    400: 'ibm-plex-sans-arabic-arabic-400-normal.woff',
    600: 'ibm-plex-sans-arabic-arabic-600-normal.woff',
  },
  PlexLatin: { 400: 'ibm-plex-sans-arabic-latin-400-normal.woff', 600: 'ibm-plex-sans-arabic-latin-600-normal.woff' },
};

/** The families every PDF's pages are set in, Arabic first. */
export const PDF_FONT_FAMILIES = Object.keys(FILES);

/** Reads the fonts from the server's bundled assets (nitro.config.ts, serverAssets). */
export async function readPdfFonts(): Promise<PdfFonts> {
  const storage = useStorage('assets:fonts');
  const fonts: PdfFonts = {};
  for (const [family, weights] of Object.entries(FILES)) {
    fonts[family] = {};
    for (const [weight, file] of Object.entries(weights)) {
      const bytes = (await storage.getItemRaw(file)) as Uint8Array | null;
      if (!bytes) throw new Error(`The PDF font ${file} is missing from the build`);
      fonts[family][Number(weight)] = new Uint8Array(bytes);
    }
  }
  return fonts;
}
