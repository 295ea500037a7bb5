/**
 * The families feature's words in the chart's locale: a card's relationship note ("adoptive parent of Anna",
 * "divorced from Bert, 1990"), a marriage end on its link, and the words the layout wrote in English on the links to
 * parent families and on the family switches (said again, in the locale, before the tree is drawn).
 */
import type { Say } from '../../data/say'
import type { ParentType } from '../../data/parent-families'
import { parentTypeOf } from '../../data/parent-families'
import { personName } from '../../data/person-name'
import { marriageEndText } from '../../cards/relation-note'
import { parentTypeWord } from '../../layout/parent-families'
import type { Tree, TreeDatum } from '../../layout/types'
import type { MessageKey } from '../../locales/types'

const MARRIAGE_ENDS = ['divorced', 'separated', 'annulled', 'ended']

/** The kind of end ('divorced', 'separated', 'annulled', 'ended') and its date from marriageEndText's words. */
export function endParts(ended: string): { kind: string; date: string } {
  const space = ended.indexOf(' ')
  const kind = space < 0 ? ended : ended.slice(0, space)
  return { kind: /^[a-z]+$/.test(kind) ? kind : 'ended', date: space < 0 ? '' : ended.slice(space + 1) }
}

/** "divorced 1990" in the locale's words ("geschieden 1990"); a kind the library does not know stays as written. */
export function endedWords(ended: string, say: Say | undefined): string {
  const { kind, date } = endParts(ended)
  const word = MARRIAGE_ENDS.includes(kind) ? say?.(`marriageEnd.${kind}`) : undefined
  if (word === undefined) return ended
  return date ? `${word} ${date}` : word
}

/**
 * The card's words for a marriage that ended: "divorced from Cara, 1990", "separated from Cara", "marriage to Cara
 * annulled, 1990", "marriage to Cara ended".
 */
function endedNote(ended: string, partnerName: string, say: Say | undefined): string {
  const { kind, date } = endParts(ended)
  const key = ({ divorced: 'card.divorcedFrom', separated: 'card.separatedFrom', annulled: 'card.annulled' } as const)[
    kind as 'divorced'
  ]
  const note = say?.(key ?? 'card.ended', { name: partnerName })
  if (note !== undefined) return date ? (say!('card.noteWithDate', { note, date }) ?? `${note}, ${date}`) : note
  const english =
    kind === 'annulled' || kind === 'ended' ? `marriage to ${partnerName} ${kind}` : `${kind} from ${partnerName}`
  return date ? `${english}, ${date}` : english
}

/** "adoptive parent of Anna" (or "… of this child" for a private child). */
function parentNote(type: ParentType, child: TreeDatum, say: Say | undefined): string {
  const name = (!child.is_private && personName(child.data)) || (say?.('card.thisChild') ?? 'this child')
  return say?.(`card.parentNote.${type}`, { name }) ?? `${parentTypeWord(type)} parent of ${name}`
}

/** The card's relationship words, '' when there are none. */
export function relationNote(d: TreeDatum, say: Say | undefined): string {
  const notes: string[] = []
  const child = d.is_ancestry ? d.toward_main : undefined
  if (child) {
    const type = parentTypeOf(child.data, d.data.id)
    const beside = typeof d.link_to_main === 'string' && d.link_to_main.startsWith('pf:')
    if (type !== 'birth' || beside) notes.push(parentNote(type, child, say))
  }
  const partner = d.spouse ?? d.coparent
  // How a private person's marriage ended is theirs to keep, as their dates are.
  const ended = partner && !partner.is_private ? marriageEndText(d.data, partner.data) : ''
  if (ended && partner)
    notes.push(endedNote(ended, personName(partner.data) || (say?.('card.spouse') ?? 'spouse'), say))
  return notes.join(say?.('card.noteSeparator') ?? '; ')
}

/** The name a family's words give its child: none for a private child (the words then leave it out). */
const childName = (d: TreeDatum | undefined) => (!d || d.is_private ? '' : personName(d.data))

/**
 * Says the layout's family words again in the locale: each switch's label ("Show the adoptive family of Anna in the
 * tree") and each parent-family link's word and title. Nothing changes without a locale.
 */
export function sayFamilyWords(tree: Tree, say: Say | undefined): void {
  if (!say) return
  const byTid = new Map(tree.data.map((d) => [d.tid, d]))
  const family = (type: ParentType, key: 'switch' | 'title', name: string) => {
    const word = say(`family.word.${type}` satisfies MessageKey)
    if (word === undefined) return undefined
    return say(`family.${key}${name ? '' : 'Unnamed'}`, { word, name })
  }
  for (const d of tree.data) {
    const sw = d.family_switch
    if (!sw) continue
    const child = sw.child === d.data.id ? d : tree.data.find((n) => n.data.id === sw.child)
    sw.label = family(sw.type, 'switch', childName(child)) ?? sw.label
  }
  for (const l of tree.links) {
    if (!l.family) continue
    l.family.text = say(`family.word.${l.family.type}`) ?? l.family.text
    l.family.title = family(l.family.type, 'title', childName(byTid.get(l.from))) ?? l.family.title
  }
}
