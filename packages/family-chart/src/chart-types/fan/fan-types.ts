/**
 * The fan chart's plain data: the options fanLayout reads and the places it returns. Angles are in degrees, 0 is up
 * (twelve o'clock) and they grow clockwise, which is d3.arc's convention in radians; radii are in pixels from the
 * fan's centre, with y pointing down as on screen.
 */
import type { Datum } from '../../data/types'
import type { LivingPrivacy } from '../../data/privacy/living-privacy'

/**
 * What fanLayout is asked to draw. Every field is optional; a value out of range is clamped and a notice says so.
 * @since next
 */
export interface FanLayoutOptions {
  /** The person at the centre; a missing or unknown id falls back to the first person (with a notice). */
  main_id?: string
  /** Generations of ancestors drawn around the centre, as `setAncestryDepth` counts them (1 = parents). 2–12, default 4. */
  ancestry_depth?: number
  /** Generations of descendants drawn in the opposite arc (0 = none, the default). At most 12. */
  progeny_depth?: number
  /** The ancestors' arc, 180–360 degrees; default 360. */
  degrees?: number
  /** Turns the whole fan clockwise by this many degrees (default 0: the ancestors' arc is centred on "up"). */
  rotation?: number
  /** Radius of the centre disc (the main person), px. Default 70. */
  centre_radius?: number
  /** Width of each ring, px: one number for all, or a list from generation 1 outward whose last value repeats. */
  ring_widths?: number | number[]
  /** Largest font size of a name, px (pass the container's computed font size so the user's text size wins). Default 14. */
  base_font_size?: number
  /** Smallest font size a name is drawn at before it is shortened, px. Default 7. */
  min_font_size?: number
  /** Which unknown ancestors get a place: the missing parents of known people (default), every slot, or none. */
  empty_places?: 'parents' | 'all' | 'none'
  /** While editing, the missing parents of known people are "Add father" / "Add mother" places. */
  editing?: boolean
  /** The data field holding a photo address (default 'avatar'); photos are drawn in the centre and the inner rings. */
  image_field?: string
  /** How many rings (from generation 1) may hold photos. Default 2. */
  photo_rings?: number
  /** The data fields of the birth and death dates. Defaults 'birthday' and 'death'. */
  birth_field?: string
  death_field?: string
  /** The data field of the surname (colours by surname). Default 'last name'. */
  surname_field?: string
  /** Hide living people's details, as `Chart.setPrivacy` does. */
  privacy?: LivingPrivacy
  /** The page's own condition for private people, as `setPrivateCardsConfig` (0.8). */
  private_cards_config?: { condition: (d: Datum) => boolean }
}

/**
 * What a place stands for: a person, an unknown ancestor, or (while editing) a place to add a missing parent.
 * @since next
 */
export type FanPlaceKind = 'person' | 'empty' | 'add'

/**
 * How a place's text runs: along the arc (inner rings), along the radius (narrow outer slots), horizontally (the
 * centre disc), or not at all (too small: the name is still the place's accessible name and tooltip).
 * @since next
 */
export type FanTextOrientation = 'arc' | 'radial' | 'horizontal' | 'none'

/** One line of a place's text. @since next */
export interface FanTextLine {
  /** What is drawn: the name (shortened with an ellipsis when it does not fit) or the dates. */
  text: string
  role: 'name' | 'dates'
  fontSize: number
  /** Offset of the line's middle from the text anchor, px, in the text's own frame (positive: below on screen). */
  dy: number
}

/** Where and how a place's text is drawn. @since next */
export interface FanText {
  orientation: FanTextOrientation
  /** The angle (degrees) and radius (px) of the text block's centre. */
  anchorAngle: number
  anchorRadius: number
  /**
   * On-screen angle of the text's baseline in degrees, always within (−90, 90] so the text never reads upside down
   * (0 is horizontal, positive turns clockwise as SVG's rotate does).
   */
  rotation: number
  /** Arc text: the path runs counter-clockwise (lower half). Radial text: it reads toward the centre (left half). */
  flipped: boolean
  /** Font size of the name, px. */
  fontSize: number
  /** Whether the whole name is drawn (false: it was shortened, or the place shows no text). */
  fits: boolean
  /** The room the text has: its length along the baseline and the thickness across it, px. */
  length: number
  thickness: number
  lines: FanTextLine[]
}

/** The places keyboard arrows lead to (by place key). @since next */
export interface FanNeighbours {
  /** The places of this person's parents (ancestors: outward; descendants: the parent inward). */
  parents: string[]
  /** The places of this person's children (ancestors: the child inward; main and descendants: outward). */
  children: string[]
  /** The places beside it in its ring, counter-clockwise and clockwise (null at the end of an arc). */
  previous: string | null
  next: string | null
}

/** A circular photo inside a place: its centre (px, fan coordinates) and radius. @since next */
export interface FanPhoto {
  href: string
  cx: number
  cy: number
  r: number
}

/**
 * One place of the fan: a slot of a ring and what it shows.
 * @since next
 */
export interface FanPlace {
  /** The person's id, or null for an unknown ancestor or an "add" place. */
  id: string | null
  /** Unique in the layout and stable for a slot: `a<n>` for the ancestor of Ahnentafel number n (main is a1), `d<path>` for descendants. */
  key: string
  kind: FanPlaceKind
  /** 0 for the main person, 1 for parents, … ; negative for descendants (−1 children). */
  generation: number
  /** The place's position in its ring, counter-clockwise to clockwise (ancestors: the Ahnentafel slot, from 0). */
  index: number
  startAngle: number
  endAngle: number
  innerRadius: number
  outerRadius: number
  /** The full name (or the private text, or "Add father"), as the accessible name and the tooltip say it. */
  name: string
  /** Years of birth and death ("1819–1901"), '' when unknown or private. */
  dates: string
  /** How this place is related to the main person ("paternal grandmother", "child"). */
  relation: string
  sex: 'M' | 'F' | null
  /** Ancestors: the father's or the mother's side; the main person and descendants apart. */
  line: 'main' | 'paternal' | 'maternal' | 'descendant'
  surname: string
  private: boolean
  /** The person appears in more than one place (pedigree collapse): every such place is marked. */
  duplicate: boolean
  /** How many places the person has in this fan (1 for most). */
  occurrences: number
  photo: FanPhoto | null
  text: FanText
  neighbours: FanNeighbours
  /** For an "add" place: whose parent it adds. */
  addFor?: { childId: string; relation: 'father' | 'mother' }
}

/** Something fanLayout changed or could not do, in words. @since next */
export interface FanNotice {
  type:
    | 'ancestry-depth-clamped'
    | 'progeny-depth-clamped'
    | 'degrees-clamped'
    | 'degrees-narrowed'
    | 'main-missing'
    | 'no-people'
    | 'pedigree-collapse'
    | 'place-limit'
  message: string
}

/**
 * fanLayout's result: the places, centre first, then the ancestors ring by ring, then the descendants.
 * @since next
 */
export interface FanLayout {
  mainId: string | null
  places: FanPlace[]
  /** Extent of every place, px, in fan coordinates (the centre is 0, 0). */
  bounds: { x: number; y: number; width: number; height: number }
  /** The settings used, after clamping. */
  ancestryDepth: number
  progenyDepth: number
  degrees: number
  /** The descendants' arc (0 when none are drawn). */
  progenyDegrees: number
  rotation: number
  notices: FanNotice[]
}
