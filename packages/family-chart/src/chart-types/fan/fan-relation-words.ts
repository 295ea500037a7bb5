/** How a place of the fan is related to the person at its centre, in the words its accessible name uses. */

/** "1st", "2nd", "3rd", "4th", "11th", "21st" … */
function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/** "", "grand", "great-grand", "2nd great-grand" … for generation 1, 2, 3, 4 … */
function grandPrefix(generation: number): string {
  if (generation <= 1) return ''
  if (generation === 2) return 'grand'
  if (generation === 3) return 'great-grand'
  return `${ordinal(generation - 2)} great-grand`
}

/**
 * The ancestor in slot `index` of ring `generation` (Ahnentafel order: even slots are fathers, odd slots mothers; the
 * first half of a ring is the father's side): "father", "maternal grandmother", "paternal 2nd great-grandfather".
 * @since next
 */
export function ancestorRelation(generation: number, index: number): string {
  if (generation === 0) return 'main person'
  const word = grandPrefix(generation) + (index % 2 === 0 ? 'father' : 'mother')
  if (generation === 1) return word
  const paternal = index < 2 ** (generation - 1)
  return `${paternal ? 'paternal' : 'maternal'} ${word}`
}

/**
 * The descendant `generations` below the main person (1 = child): "son", "granddaughter", "great-grandchild".
 * @since next
 */
export function descendantRelation(generations: number, sex: 'M' | 'F' | null): string {
  const prefix = grandPrefix(generations)
  const noun = sex === 'M' ? 'son' : sex === 'F' ? 'daughter' : 'child'
  return prefix + noun
}
