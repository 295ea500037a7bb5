/**
 * @jest-environment jsdom
 */
// The live chart re-configured in place must equal a fresh chart made by the generated creation code.
import * as f3 from '../../packages/family-chart/src/namespace'
import { smallFamily } from '../../packages/family-chart/test/fixtures/small-family'
import { compileCreateCode } from '../components/LiveChart/run-create-code'
import { applyChartAndCard, applyPlan } from './apply-plan'
import { chartPlan } from './chart-plan'
import { CREATOR_DEFAULTS, type BuilderConfig } from './config'
import { creationCode } from './creation-code'
import { setCardStyle, setDimension } from './card-dims'
import { setSortChildrenBy, setSortDesc } from './sort'
import de from '../../packages/family-chart/src/locales/de'
import he from '../../packages/family-chart/src/locales/he'

/** The languages as the page has them loaded (the code's f3Locales, the live chart's locales). */
const LOCALES = { de, he }

type AnyChart = ReturnType<typeof f3.createChart>

function family() {
  const data = smallFamily()
  data.find((d) => d.id === 'sis')!.rels.children = ['solo']
  data.push({
    id: 'solo',
    data: { gender: 'M', 'first name': 'Ned', 'last name': 'Reed', birthday: '2001' },
    rels: { father: 'sis' },
  })
  return data
}

/** Runs the creation code in `#FamilyChart` and returns the chart it made. */
function chartFromCode(config: BuilderConfig): AnyChart {
  let made: AnyChart | undefined
  const spy = { ...f3, createChart: (...args: Parameters<typeof f3.createChart>) => (made = f3.createChart(...args)) }
  compileCreateCode(creationCode(config))({ f3: spy, d3: undefined, f3Locales: LOCALES, data: family() })
  return made!
}

/** Every setting away from its default, so re-configuring from it must undo each one. */
const EVERYTHING_CHANGED: BuilderConfig = setDimension(
  setCardStyle(
    {
      ...CREATOR_DEFAULTS,
      transitionTime: 0,
      chartType: 'relatives',
      relativesDepth: 1,
      horizontalOrientation: true,
      cardXSpacing: 400,
      cardYSpacing: 60,
      singleParentEmptyCard: false,
      showSiblingsOfMain: true,
      showDuplicateBranchToggle: true,
      collapsible: true,
      ancestryDepth: 1,
      progenyDepth: 0,
      sortChildrenBy: 'birthday',
      isDescSortChildrenBy: true,
      showMiniTree: false,
      showHoverPath: false,
      imageField: 'photo',
      viewOnly: true,
      editFirst: false,
      linkExistingRel: true,
      fields: ['first name'],
      cardDisplay: [['last name']],
      locale: 'he',
    },
    'imageCircle',
  ),
  'width',
  150,
)

/** A chart built with the defaults, re-configured in place to every setting changed, then to `config`. */
function chartReconfigured(config: BuilderConfig): AnyChart {
  const chart = f3.createChart('#Live', family())
  const card = chart.setCardHtml()
  const lifecycle = {
    create: () => chart.editTree() as never,
    destroy: (et: any) => {
      et.destroy()
      chart.editTreeInstance = null
    },
  }
  let editTree = applyPlan(
    chartPlan(CREATOR_DEFAULTS),
    { chart: chart as never, card: card as never, editTree: null, locales: LOCALES },
    lifecycle,
  )
  chart.updateTree({ initial: true })
  editTree = applyPlan(
    chartPlan(EVERYTHING_CHANGED),
    { chart: chart as never, card: card as never, editTree, locales: LOCALES },
    lifecycle,
  )
  chart.updateTree({})
  editTree = applyPlan(
    chartPlan(config),
    { chart: chart as never, card: card as never, editTree, locales: LOCALES },
    lifecycle,
  )
  chart.updateTree({})
  if (editTree) (editTree as any).open(chart.getMainDatum())
  return chart
}

const positions = (chart: AnyChart) =>
  chart.store
    .getTree()!
    .data.map((d) => `${d.data.id}@${d.x},${d.y}`)
    .sort()
const cardsHtml = (sel: string) => [...document.querySelectorAll(`${sel} .f3-card`)].map((c) => c.outerHTML).sort()
const formText = (sel: string) => document.querySelector(`${sel} .f3-form-cont`)?.textContent ?? null

beforeEach(() => {
  document.body.innerHTML =
    '<div id="FamilyChart" style="width:1000px;height:700px"></div><div id="Live" style="width:1000px;height:700px"></div>'
})

const with_ = (patch: Partial<BuilderConfig>): BuilderConfig => ({ ...CREATOR_DEFAULTS, transitionTime: 0, ...patch })

describe.each<[string, BuilderConfig]>([
  ['the defaults', with_({})],
  [
    'horizontal, wide spacing, siblings of main',
    with_({ horizontalOrientation: true, cardXSpacing: 320, cardYSpacing: 100, showSiblingsOfMain: true }),
  ],
  ['fold controls on the cards', with_({ collapsible: true })],
  ['the relatives chart (Everyone), two steps', with_({ chartType: 'relatives', relativesDepth: 2 })],
  [
    'image Circle with a bigger card and no mini tree',
    setDimension(setCardStyle(with_({ showMiniTree: false }), 'imageCircle'), 'width', 130),
  ],
  [
    'depth limits and children sorted descending',
    setSortDesc(setSortChildrenBy(with_({ ancestryDepth: 1, progenyDepth: 1 }), 'birthday'), true),
  ],
  [
    'no detail view, no empty card, custom card rows',
    with_({
      enableEdit: false,
      singleParentEmptyCard: false,
      cardDisplay: [['first name'], ['birthday', 'last name']],
    }),
  ],
  ['view only with a floating form', with_({ viewOnly: true, fixed: false, editFirst: false })],
  ['in German', with_({ locale: 'de' })],
  ['in Hebrew, right to left', with_({ locale: 'he', horizontalOrientation: true })],
])('%s', (_name, config) => {
  it('re-configuring in place gives what the creation code gives', () => {
    const fresh = chartFromCode(config)
    const live = chartReconfigured(config)
    expect(positions(live)).toEqual(positions(fresh))
    expect(cardsHtml('#Live')).toEqual(cardsHtml('#FamilyChart'))
    expect(formText('#Live')).toEqual(formText('#FamilyChart'))
    // The fold controls beside the cards (setCollapsible) are there in both, or in neither.
    const folds = (sel: string) =>
      [...document.querySelectorAll(`${sel} .f3-fold`)].map((c) => c.getAttribute('aria-label')).sort()
    expect(folds('#Live')).toEqual(folds('#FamilyChart'))
    expect(folds('#Live').length > 0).toBe(config.collapsible)
    expect(live.store.getTree()!.data.length).toBeGreaterThan(3)
  })
})

describe('the chart type', () => {
  const fanPlaces = (sel: string) =>
    [...document.querySelectorAll(`${sel} .f3-fan-place`)].map((p) => p.getAttribute('aria-label')).sort()

  /** Waits, task by task, for the fan's drawing: the drop-in loads it the first time a chart shows a fan. */
  async function fanDrawn(sel: string): Promise<void> {
    for (let waited = 0; fanPlaces(sel).length === 0; waited += 10) {
      if (waited > 3000) throw new Error(`no fan drawn in ${sel} within 3 s`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  it('Fan draws the same fan live as the creation code does, and no cards', async () => {
    const config = with_({ chartType: 'fan', enableEdit: false })
    const fresh = chartFromCode(config)
    const live = chartReconfigured(config)
    expect(live.getChartType()).toBe('fan')
    expect(fresh.getChartType()).toBe('fan')
    await fanDrawn('#Live')
    await fanDrawn('#FamilyChart')
    expect(fanPlaces('#Live')).toEqual(fanPlaces('#FamilyChart'))
    // The main person, the parents and the grandparents of the small family: more than the centre alone.
    expect(fanPlaces('#Live').length).toBeGreaterThan(3)
    expect(document.querySelectorAll('#Live .f3-card')).toHaveLength(0)
  })

  it('back to the family tree: the fan is gone and the cards are back', () => {
    const live = chartReconfigured(with_({ chartType: 'hourglass' }))
    expect(live.getChartType()).toBe('hourglass')
    expect(document.querySelectorAll('#Live .f3-fan-place')).toHaveLength(0)
    expect(document.querySelectorAll('#Live .f3-card').length).toBeGreaterThan(3)
  })
})

it('the settings reach the chart', () => {
  const chart = chartReconfigured(with_({ horizontalOrientation: true, ancestryDepth: 0, enableEdit: false }))
  expect(chart.store.state.is_horizontal).toBe(true)
  // Ancestry depth 0: no parents of the main person are drawn.
  expect(positions(chart).some((p) => p.startsWith('dad@'))).toBe(false)
  expect(chart.editTreeInstance).toBeNull()
  expect(document.querySelector('#Live .f3-form-cont')).toBeNull()
})

it('the chart type reaches the chart, and back to the hourglass', () => {
  const chart = chartReconfigured(with_({ chartType: 'relatives', enableEdit: false }))
  expect(chart.getChartType()).toBe('relatives')
  const card = new Proxy({}, { get: () => () => card }) as Record<string, unknown>
  applyChartAndCard(chartPlan(with_({ enableEdit: false })), { chart: chart as never, card })
  expect(chart.getChartType()).toBe('hourglass')
})

describe('the privacy switch on a live chart', () => {
  it('sets and clears the privacy of the living', () => {
    const calls: unknown[][] = []
    const chart = new Proxy(
      {},
      {
        get:
          (_t, method) =>
          (...args: unknown[]) => {
            calls.push([method, ...args])
            return chart
          },
      },
    ) as Record<string, unknown>
    const card = new Proxy({}, { get: () => () => card }) as Record<string, unknown>
    applyChartAndCard(chartPlan({ ...CREATOR_DEFAULTS, hideLiving: true, livingYears: 100 }), { chart, card })
    expect(calls).toContainEqual(['setPrivacy', { living: true, years: 100 }])
    calls.length = 0
    applyChartAndCard(chartPlan(CREATOR_DEFAULTS), { chart, card })
    expect(calls).toContainEqual(['setPrivacy', null])
  })
})

describe('the language choice on a live chart', () => {
  it('speaks the chosen language, mirrors a right-to-left one, and goes back to English', () => {
    const region = () => document.querySelector('#Live .f3-canvas')!
    const chart = chartReconfigured(with_({ locale: 'he' }))
    expect(chart.getLocale()).toBe(he)
    expect(region().getAttribute('aria-label')).toBe(he.messages['chart.label'])
    expect(region().getAttribute('dir')).toBe('rtl')
    const dadX = () => chart.store.getTree()!.data.find((d) => d.data.id === 'dad')!.x
    const mirrored = dadX()
    expect(mirrored).not.toBe(0)
    const lifecycle = { create: () => chart.editTree() as never, destroy: () => {} }
    const live = { chart: chart as never, card: chart.setCardHtml() as never, editTree: null, locales: LOCALES }
    applyPlan(chartPlan(with_({ locale: null })), live, lifecycle)
    chart.updateTree({})
    expect(chart.getLocale()).toBeNull()
    expect(region().getAttribute('aria-label')).toBe('Family tree')
    expect(region().hasAttribute('dir')).toBe(false)
    expect(dadX()).toBe(-mirrored)
  })
})
