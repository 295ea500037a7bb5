/**
 * The locale feature: the chart in another language and, for Hebrew, Arabic or a right-to-left page, mirrored.
 * `chart.use(locale)` adds `setLocale`; the locales come from their own entries (`family-chart/locales/de` ...), so a
 * page downloads only the languages it uses. English is built into the chart and every feature.
 */
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import type { Locale } from '../../locales/types'
import { noSteps } from '../../schedule/steps'
import { completeLocale, localeProblem } from './check-locale'
import { chartMarks } from './direction'
import { translateEmptyCardLabel } from './empty-card-label'
import { mirrorTree } from './mirror'
import { sayIn } from './say-in'

/** The slot where features find the chart's locale (null: English), to write dates, kinship words, direction. */
export const LOCALE_SLOT = 'locale'

/** What the locale feature adds to a chart. @since next */
export interface LocaleMethods {
  /**
   * Speaks another language: the chart's words (keyboard instructions, announcements, card buttons), the person form,
   * search, menus, folds, "How are we related?", kinship words and exports follow `locale`, a plain object loaded
   * from its own entry (`family-chart/locales/de`, `…/fr`, `…/he` …) or written by you (see the guide "Languages
   * and right-to-left"). A message the locale leaves out is said in English. With a right-to-left locale (`dir:
   * 'rtl'`), or in a container whose direction is right to left, the tree is mirrored: spouses and siblings read from
   * right to left, the arrow keys follow, card text starts at the right. `null` goes back to English. The tree
   * follows at the next `updateTree`; an invalid locale is reported on the console and the current one kept.
   * @param locale - The locale, or null for English.
   * @example
   * ```js
   * import { locale } from 'family-chart/locale'
   * import he from 'family-chart/locales/he'
   * f3Chart.use(locale).setLocale(he).updateTree()
   * ```
   * @since next
   */
  setLocale(locale: Locale | null): this
  /** The locale set with setLocale, or null while the chart speaks its built-in English. @since next */
  getLocale(): Locale | null
}

interface LocalePart {
  host: ChartHost
  /** The locale as the page gave it (getLocale), and as the chart reads it (parts it may leave out filled in). */
  given: Locale | null
  current: Locale | null
  /** Says the chart's region label and instructions again, in the current words. */
  resay(): void
  destroy(): void
}

// A key no card has: adding it and taking it back makes the chart say its keyboard instructions again (see resay).
const NO_KEY = { press: () => false, instructions: '' }

/** Languages and right to left: `chart.use(locale)`, then `setLocale(de)`. @since next */
export const locale: Feature<LocaleMethods> = defineFeature<LocalePart, LocaleMethods>({
  name: 'locale',
  setup(host) {
    const { state } = host.store
    const stopLabel = translateEmptyCardLabel(state)
    const marks = chartMarks(host.cont, host.dom.canvas)
    // Mirrored before other features prepare the tree (an overview of its positions, a card kept in place), when
    // they come after this one; a fold's kept card is mirrored right whichever comes first (see mirror.ts).
    const stopMirror = host.addPrepare((tree) => {
      const rtl = part.current?.dir === 'rtl' || marks.pageDirection() === 'rtl'
      marks.mark(part.current?.code ?? null, rtl)
      if (rtl) mirrorTree(tree, state.keep_in_place)
      return noSteps()
    })
    const part: LocalePart = {
      host,
      given: null,
      current: null,
      resay: () => host.addCardKey(NO_KEY)(),
      destroy() {
        stopMirror()
        stopLabel()
        delete state.say
        host.provide(LOCALE_SLOT, null)
        marks.restore()
        part.resay()
      },
    }
    return part
  },
  methods: {
    setLocale(part, value) {
      const { host } = part
      const problem = value === null ? null : localeProblem(value)
      if (problem) {
        host.warn(`setLocale: ${problem}; the chart keeps its language.`)
        return host.chart as never
      }
      const chosen = value && completeLocale(value)
      part.given = value
      part.current = chosen
      if (chosen) host.store.state.say = sayIn(chosen)
      else delete host.store.state.say
      host.provide(LOCALE_SLOT, chosen)
      part.resay()
      return host.chart as never
    },
    getLocale: (part) => part.given,
  },
})
