/** A person's FAMC / FAMS links that name a family read by the record scanner are the family itself. */
import type { FamilyEntry, FamilyLink, PersonEntry } from './entries'

/** The id of the family a link names. */
export const pointerOfLink = (link: FamilyLink): string =>
  typeof link === 'string' ? link : 'kind' in link ? link.xref : link.pointer!

/** The family a link names when it is already known (no look-up by id needed). */
export const linkedFamily = (link: FamilyLink): FamilyEntry | undefined =>
  typeof link === 'object' && 'kind' in link ? link : undefined

/**
 * Links of a family's members to it, by id, become the family itself: joining people and families then needs no
 * look-up for them. Only for a family whose id is its own in the index (no later record can take it).
 */
export function resolveLinks(f: FamilyEntry): void {
  if (f.husband) resolveIn(f.husband, f)
  if (f.wife) resolveIn(f.wife, f)
  for (const c of f.children) resolveIn(c, f)
}

function resolveIn(p: PersonEntry, f: FamilyEntry): void {
  const { famc, fams } = p
  if (famc === f.xref) p.famc = f
  else if (Array.isArray(famc)) for (let i = 0; i < famc.length; i++) if (famc[i] === f.xref) famc[i] = f
  if (fams === f.xref) p.fams = f
  else if (Array.isArray(fams)) for (let i = 0; i < fams.length; i++) if (fams[i] === f.xref) fams[i] = f
}
