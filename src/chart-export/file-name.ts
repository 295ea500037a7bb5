/** Download names after the main person ("Marie-Skłodowska-Curie-family-tree.pdf"), safe on every file system. */

const MAX_NAME = 80
// Characters Windows, macOS or Linux refuse in file names, and control characters.
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i

/** The name a person's card shows: first and last name, else the label (Wikidata), else the name field. */
export function personName(data: Record<string, unknown> | undefined): string {
  const text = (key: string) => (typeof data?.[key] === 'string' ? (data[key] as string).trim() : '')
  const full = [text('first name'), text('last name')].filter(Boolean).join(' ')
  return full || text('label') || text('name')
}

/** `<name>-family-tree.<extension>`, or `family-tree.<extension>` when the name has nothing usable. */
export function familyTreeFileName(name: string, extension: string): string {
  const cleaned = [...name.normalize('NFC').replace(UNSAFE, ' ').trim().replace(/\s+/g, '-').replace(/-{2,}/g, '-')]
    .slice(0, MAX_NAME)
    .join('')
    .replace(/^[-.]+|[-.]+$/g, '')
  const base = !cleaned ? 'family-tree' : `${RESERVED.test(cleaned) ? `${cleaned}-tree` : cleaned}-family-tree`
  return `${base}.${extension.replace(/^\./, '')}`
}
