/** The tags most GEDCOM lines carry, read without making a new string for each line. */

// The tags most lines carry, by length and first letter: reading one of these takes no new string (big files have
// millions of lines), and one or two comparisons (a list by length alone meant up to 20 per line).
const COMMON_TAGS: string[][][] = []
for (const tag of [
  'NAME',
  'GIVN',
  'SURN',
  'SEX',
  'BIRT',
  'DEAT',
  'DATE',
  'PLAC',
  'FAMC',
  'FAMS',
  'HUSB',
  'WIFE',
  'CHIL',
  'MARR',
  'SOUR',
  'PAGE',
  'NOTE',
  'CONT',
  'CONC',
  'OCCU',
  'RESI',
  'BURI',
  'CHR',
  'INDI',
  'FAM',
  'OBJE',
  'FILE',
  'FORM',
  'TYPE',
]) {
  ;((COMMON_TAGS[tag.length] ??= [])[tag.charCodeAt(0)] ??= []).push(tag)
}

/** The tag at src[start, end): a shared string for a common tag, else a new one. */
export function tagAt(src: string, start: number, end: number): string {
  const candidates = COMMON_TAGS[end - start]?.[src.charCodeAt(start)]
  if (candidates)
    for (let k = 0; k < candidates.length; k++) if (src.startsWith(candidates[k], start)) return candidates[k]
  return src.slice(start, end)
}
