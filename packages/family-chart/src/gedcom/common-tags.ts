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
    for (let k = 0; k < candidates.length; k++) if (sameAt(src, start, candidates[k])) return candidates[k]
  return src.slice(start, end)
}

/** Whether `tag` (whose first letter is known to match) is at src[start]: char codes (startsWith was the slowest step). */
function sameAt(src: string, start: number, tag: string): boolean {
  for (let k = 1; k < tag.length; k++) if (src.charCodeAt(start + k) !== tag.charCodeAt(k)) return false
  return true
}
