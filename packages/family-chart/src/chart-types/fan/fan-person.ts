/** What a place of the fan shows of a person, read from their record once: name, years, sex, surname, photo, privacy. */
import type { Datum } from '../../data/types'
import { displayText } from '../../data/display-text'
import { personName } from '../../data/person-name'
import { safeImageUrl } from '../../data/image-url'
import { isPrivateLiving, privateText } from '../../data/privacy/living-privacy'
import type { FanSettings } from './fan-options'

/** A person as the fan draws them. */
export interface FanPerson {
  name: string
  dates: string
  sex: 'M' | 'F' | null
  surname: string
  /** A safe photo address, or ''. */
  image: string
  private: boolean
}

/** The first year written in a date ("12 JAN 1950", "1950-01-12", "ABT 1890"): a run of three or four digits. */
export function yearOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(Math.trunc(value))
  const match = /(?:^|\D)(\d{3,4})(?!\d)/.exec(displayText(value))
  return match ? match[1] : ''
}

/** "1819–1901", "1950–" (no death recorded), "–1620" (no birth), or ''. */
export function yearsText(birth: unknown, death: unknown): string {
  const born = yearOf(birth)
  const died = yearOf(death)
  if (!born && !died) return ''
  return `${born}\u2013${died}`
}

function isPrivate(d: Datum, settings: FanSettings): boolean {
  if (isPrivateLiving(d, settings.privacy)) return true
  try {
    return !!settings.privateCondition?.(d)
  } catch {
    // A page's condition that throws leaves the person as they are, as the tree's layout does.
    return false
  }
}

/** The facts of `d` the fan shows; a private person shows only the private text and their sex. */
export function readFanPerson(d: Datum, settings: FanSettings): FanPerson {
  const gender = d.data?.gender
  const sex = gender === 'M' || gender === 'F' ? gender : null
  if (isPrivate(d, settings)) {
    return { name: privateText(d, settings.privacy), dates: '', sex, surname: '', image: '', private: true }
  }
  const data = d.data ?? {}
  return {
    name: personName(d),
    dates: yearsText(data[settings.birthField], data[settings.deathField]),
    sex,
    surname: displayText(data[settings.surnameField]).trim(),
    image: safeImageUrl(data[settings.imageField]),
    private: false,
  }
}
