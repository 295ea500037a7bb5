/** The font family exported SVGs ask for: Helvetica, the PDF's built-in font, or its look-alikes. */
export const DEFAULT_FONT = 'Helvetica, Arial, sans-serif'
