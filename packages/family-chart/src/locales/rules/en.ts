// English kinship words, exactly as the library has always written them, and step-parents and step-children.
import type { KinshipRelation, KinshipRules } from '../types'
import { bySex } from './shared'

/** '1st', '2nd', '3rd', '4th', '11th', '21st' ... */
function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/** '' for 0, 'great-' for 1, then '2nd great-', '3rd great-' ... */
const great = (count: number) => (count <= 0 ? '' : count === 1 ? 'great-' : `${ordinal(count)} great-`)

function removed(times: number): string {
  if (times <= 0) return ''
  return ` ${['', 'once', 'twice', 'thrice'][times] ?? `${times} times`} removed`
}

function byMarriage(r: KinshipRelation): string {
  const word = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
  if (r.marriage === 'spouse') return word('husband', 'wife', 'spouse')
  if (r.up === 1 && r.down === 0) return word('father-in-law', 'mother-in-law', 'parent-in-law')
  if (r.up === 0 && r.down === 1) return word('son-in-law', 'daughter-in-law', 'child-in-law')
  if (r.up === 1 && r.down === 1) return word('brother-in-law', 'sister-in-law', 'sibling-in-law')
  return 'relative by marriage'
}

function blood(r: KinshipRelation): string {
  const { up, down } = r
  const word = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
  const half = r.half ? 'half-' : ''
  if (up === 0 && down === 0) return 'self'
  if (down === 0)
    return up === 1
      ? word('father', 'mother', 'parent')
      : great(up - 2) + word('grandfather', 'grandmother', 'grandparent')
  if (up === 0)
    return down === 1
      ? word('son', 'daughter', 'child')
      : great(down - 2) + word('grandson', 'granddaughter', 'grandchild')
  if (up === 1 && down === 1) return half + word('brother', 'sister', 'sibling')
  if (up === 1) return half + (down === 2 ? '' : great(down - 3) + 'grand') + word('nephew', 'niece', 'nibling')
  if (down === 1) return half + great(up - 2) + word('uncle', 'aunt', 'pibling')
  return `${ordinal(Math.min(up, down) - 1)} ${half}cousin${removed(Math.abs(up - down))}`
}

/** English kinship words. @since next */
export const enKinship: KinshipRules = {
  word(r) {
    if (r.step) {
      if (r.up === 1) return bySex(r.sex, 'stepfather', 'stepmother', 'step-parent')
      return bySex(r.sex, 'stepson', 'stepdaughter', 'stepchild')
    }
    return r.marriage ? byMarriage(r) : blood(r)
  },
}
