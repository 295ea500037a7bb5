/** Escaping of data for SVG/XML text and attributes, and compact number formatting (shared with other writers). */
export { escapeXml, num } from '../../data/xml-escape'
