// The shape of a locale: the plain object of messages and kinship rules that a chart speaks through.
import type { EN_MESSAGES } from './en-messages'
import type { Message } from './message'

export type { Message, MessageValues, PluralForms } from './message'

/** The key of one message of the library, such as 'form.submit' or 'fold.showAncestorsOf'. @since next */
export type MessageKey = keyof typeof EN_MESSAGES

/** Every message of the library by key; a locale gives any part of it and the rest falls back to English. @since next */
export type Messages = Record<MessageKey, Message>

/** A person's sex as the data records it ('M', 'F'); undefined when unknown. @since next */
export type Sex = 'M' | 'F' | undefined

/**
 * How one person (the relative) is related to another (ego), in no language: the record a locale's kinship rules
 * put into words. A blood relative is `up` generations from ego to the closest common ancestor and `down` from
 * there to the relative (a father is 1 / 0, a son 0 / 1, a brother 1 / 1, a first cousin 2 / 2, a first cousin
 * once removed 2 / 3 or 3 / 2). A relation by marriage says through whom in `marriage`, and a step relation sets
 * `step`; `up` and `down` are then those of the blood link on the way.
 * @since next
 */
export interface KinshipRelation {
  /** Generations up from ego (or, for `kin-of-spouse`, from ego's spouse) to the closest common ancestor. */
  up: number
  /** Generations down from that ancestor to the relative (or, for `spouse-of-kin`, to ego's relative). */
  down: number
  /** The relative's sex. */
  sex: Sex
  /** Sexes on the way up: ego's parent first, the common ancestor last (`up` entries). */
  upLine: Sex[]
  /** Sexes on the way down: the common ancestor's child first, the relative (or ego's kin) last (`down` entries). */
  downLine: Sex[]
  /** 'paternal' through ego's father, 'maternal' through ego's mother (the first step of `upLine`). */
  side?: 'paternal' | 'maternal'
  /** Only one parent in common where a full relation would share two (half-brother, half-uncle ...). */
  half?: boolean
  /**
   * Born before the person of their own generation on ego's side, by birth dates: a sibling or cousin than ego, an
   * uncle than ego's parent, a spouse's sibling than the spouse; for `spouse-of-kin`, ego's kin than ego. Absent
   * when the dates do not say or the generations differ.
   */
  elder?: boolean
  /**
   * A relation by marriage: `spouse` for ego's husband or wife; `kin-of-spouse` for a blood relative of ego's spouse
   * (a parent- or sibling-in-law); `spouse-of-kin` for the spouse of ego's blood relative (a son-in-law, a brother's
   * wife).
   */
  marriage?: 'spouse' | 'kin-of-spouse' | 'spouse-of-kin'
  /** For a relation by marriage or step: the sex of the person it passes through (the spouse, the kin, the parent). */
  viaSex?: Sex
  /** A step relation: a parent's spouse who is not one's parent (up 1), a spouse's child who is not one's own (down 1). */
  step?: boolean
}

/** A locale's rules for kinship words: the word for one relation, in the language's own system. @since next */
export interface KinshipRules {
  /** The word (or the usual phrase) for `relation`, lower case where the language writes it so. */
  word(relation: KinshipRelation): string
}

/**
 * A locale: a plain object of data that a chart speaks through. `messages` may leave any message out (English is
 * used for it); `kinship` names relatives in the language's own system; `dateFormat` is handed to
 * `Intl.DateTimeFormat` for dates inserted in messages; `numberFormat` to `Intl.NumberFormat` for numbers.
 * @since next
 */
export interface Locale {
  /** A BCP 47 language tag, as `Intl` takes it: 'de', 'pt-BR', 'zh-Hans'. */
  code: string
  /** The direction the language is written in. */
  dir: 'ltr' | 'rtl'
  messages: Partial<Messages>
  kinship: KinshipRules
  dateFormat?: Intl.DateTimeFormatOptions
  numberFormat?: Intl.NumberFormatOptions
}
