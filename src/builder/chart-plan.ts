/**
 * Settings → the chart calls that realise them. One list feeds both the live chart (apply-plan) and the creation
 * code (creation-code), so what the page shows and what the user copies cannot drift apart.
 */
import type { BuilderConfig } from './config'
import { LIBRARY_DIM_KEY, type DimKey } from './card-styles'
import { literal } from './code-format'
import { sortChildrenCode } from './sort'
import type { LocaleCode } from '@site/src/snippets/locales'
import { HOURGLASS_TYPE } from './chart-types'

/** One argument: its value for the live chart and its source text for the code. */
export type PlanArg =
  | { kind: 'value'; value: unknown; code: string }
  /** The card returned by setCardHtml (`f3Card` in the code). */
  | { kind: 'card'; code: string }
  /** A shipped language: the live chart gets the loaded locale, the code names it (`f3Locales.he`). */
  | { kind: 'locale'; locale: LocaleCode; code: string }

export interface PlanCall {
  method: string
  args: PlanArg[]
  /**
   * Restores a library default on a chart that is being re-configured in place; a fresh chart already has it, so
   * the creation code leaves it out.
   */
  applyOnly?: boolean
}

export interface ChartPlan {
  chart: PlanCall[]
  card: PlanCall[]
  /** null when the detail view is off: no edit tree. */
  editTree: PlanCall[] | null
  /** The link-existing select's settings, or null for none. */
  linkExisting: Record<string, unknown> | null
}

const value = (v: unknown): PlanArg => ({ kind: 'value', value: v, code: literal(v) })

/** A function argument: the function is built from its own source, so both are the same code. */
function fn(code: string): PlanArg {
  // eslint-disable-next-line no-new-func
  return { kind: 'value', value: new Function(`return (${code})`)(), code }
}

const call = (method: string, ...args: PlanArg[]): PlanCall => ({ method, args })
const reset = (method: string, ...args: PlanArg[]): PlanCall => ({ method, args, applyOnly: true })

export const LINK_EXISTING_CONFIG = { title: 'Profile already exists?', select_placeholder: 'Select profile' }

/** The overrides under the library's setCardDim keys ({ width: 250 } → { w: 250 }). */
export function libraryCardDim(dim: BuilderConfig['cardDim']): Record<string, number | boolean> | null {
  if (!dim) return null
  const out: Record<string, number | boolean> = {}
  for (const [k, v] of Object.entries(dim)) out[LIBRARY_DIM_KEY[k as DimKey]] = v as number | boolean
  return out
}

function chartCalls(c: BuilderConfig): PlanCall[] {
  const calls: PlanCall[] = [
    c.chartType !== HOURGLASS_TYPE
      ? call('setChartType', value(c.chartType))
      : reset('setChartType', value(HOURGLASS_TYPE)),
    c.horizontalOrientation ? call('setOrientationHorizontal') : reset('setOrientationVertical'),
  ]
  if (c.chartType === 'relatives')
    calls.push(
      c.relativesDepth !== null
        ? call('setRelativesDepth', value(c.relativesDepth))
        : reset('setRelativesDepth', value(null)),
    )
  calls.push(
    call('setTransitionTime', value(c.transitionTime)),
    call('setCardXSpacing', value(c.cardXSpacing)),
    call('setCardYSpacing', value(c.cardYSpacing)),
  )
  calls.push(
    c.singleParentEmptyCard
      ? call('setSingleParentEmptyCard', value(true), value({ label: c.emptyCardLabel }))
      : reset('setSingleParentEmptyCard', value(false)),
  )
  calls.push(
    c.showSiblingsOfMain ? call('setShowSiblingsOfMain', value(true)) : reset('setShowSiblingsOfMain', value(false)),
  )
  calls.push(
    c.showDuplicateBranchToggle
      ? call('setDuplicateBranchToggle', value(true))
      : reset('setDuplicateBranchToggle', value(false)),
  )
  calls.push(c.collapsible ? call('setCollapsible', value(true)) : reset('setCollapsible', value(false)))
  calls.push(
    c.ancestryDepth !== null
      ? call('setAncestryDepth', value(c.ancestryDepth))
      : reset('setAncestryDepth', value(undefined)),
  )
  calls.push(
    c.progenyDepth !== null
      ? call('setProgenyDepth', value(c.progenyDepth))
      : reset('setProgenyDepth', value(undefined)),
  )
  calls.push(
    c.sortChildrenBy
      ? call('setSortChildrenFunction', fn(sortChildrenCode(c.sortChildrenBy, c.isDescSortChildrenBy)))
      : reset('setSortChildrenFunction', value(undefined)),
  )
  calls.push(
    c.hideLiving ? call('setPrivacy', value({ living: true, years: c.livingYears })) : reset('setPrivacy', value(null)),
  )
  calls.push(
    c.sortSpousesByMarriageDate
      ? call('setSortSpousesByMarriageDate', value(true))
      : reset('setSortSpousesByMarriageDate', value(false)),
  )
  calls.push(
    c.locale
      ? call('setLocale', { kind: 'locale', locale: c.locale, code: `f3Locales.${c.locale}` })
      : reset('setLocale', value(null)),
  )
  return calls
}

function cardCalls(c: BuilderConfig): PlanCall[] {
  const dim = libraryCardDim(c.cardDim)
  return [
    call('setCardDisplay', value(c.cardDisplay)),
    c.imageField !== 'avatar'
      ? call('setCardImageField', value(c.imageField))
      : reset('setCardImageField', value('avatar')),
    call('setStyle', value(c.cardStyle)),
    reset('resetCardDim'),
    ...(dim ? [call('setCardDim', value(dim))] : []),
    call('setMiniTree', value(c.showMiniTree)),
    c.showHoverPath ? call('setOnHoverPathToMain') : reset('unsetOnHoverPathToMain'),
  ]
}

function editTreeCalls(c: BuilderConfig): PlanCall[] {
  return [
    c.fixed ? call('fixed') : call('absolute'),
    call('setFields', value(c.fields)),
    call('setEditFirst', value(c.editFirst)),
    ...(c.linkExistingRel ? [call('setLinkExistingRelConfig', value(LINK_EXISTING_CONFIG))] : []),
    call('setCardClickOpen', { kind: 'card', code: 'f3Card' }),
    c.viewOnly ? call('setNoEdit') : reset('setEdit'),
  ]
}

export function chartPlan(config: BuilderConfig): ChartPlan {
  return {
    chart: chartCalls(config),
    card: cardCalls(config),
    editTree: config.enableEdit ? editTreeCalls(config) : null,
    linkExisting: config.enableEdit && config.linkExistingRel ? LINK_EXISTING_CONFIG : null,
  }
}
