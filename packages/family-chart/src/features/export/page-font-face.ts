/**
 * A script font of a PDF export offered to the page as well: the names the browser paints for the PDF (scripts that
 * need shaping) are then drawn in the font the PDF embeds for them, not in whatever the reader's system has, which on
 * many machines is no font at all for Devanagari or Thai.
 */

/** The family names of the faces the page has, unquoted. */
function pageFamilies(fonts: FontFaceSet): Set<string> {
  const families = new Set<string>()
  fonts.forEach((face) => families.add(face.family.replace(/^["']|["']$/g, '')))
  return families
}

/**
 * Adds a face of `family` made from the font's bytes to the page's fonts, unless the page already has a face of that
 * family (the page's own @font-face wins). A face the browser cannot read is left out: the painting then falls back
 * to the page's fonts, as without it.
 */
export async function offerFontToPage(
  doc: Document | undefined,
  family: string,
  bytes: ArrayBuffer,
  unicodeRange?: string,
): Promise<void> {
  const fonts = doc?.fonts
  if (!fonts || typeof FontFace !== 'function' || pageFamilies(fonts).has(family)) return
  try {
    const face = new FontFace(family, bytes, unicodeRange ? { unicodeRange } : {})
    await face.load()
    fonts.add(face)
  } catch {
    // The text is still painted, in the page's fallback font.
  }
}
