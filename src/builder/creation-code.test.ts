import { allSnippets } from '../snippets'
import { CREATOR_DEFAULTS, type BuilderConfig } from './config'
import { creationCode } from './creation-code'
import { BUILDER_CHART_TYPES } from './chart-types'
import { setCardStyle, setDimension } from './card-dims'
import { addField } from './fields'
import { setSortChildrenBy, setSortDesc } from './sort'

const DEFAULT_CODE = `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setSingleParentEmptyCard(true, { label: 'ADD' })

  const f3Card = f3Chart.setCardHtml()
    .setCardDisplay([['first name', 'last name'], ['birthday']])
    .setStyle('imageRect')
    .setMiniTree(true)
    .setOnHoverPathToMain()

  const f3EditTree = f3Chart.editTree()
    .fixed()
    .setFields(['first name', 'last name', 'birthday', 'avatar'])
    .setEditFirst(true)
    .setCardClickOpen(f3Card)

  f3Chart.updateTree({ initial: true })
  f3EditTree.open(f3Chart.getMainDatum())
}`

const lines = (code: string) => code.split('\n').map((l) => l.trim())
/** The lines of `code` that the default code does not have, and the default lines it lost. */
function diff(code: string): { added: string[]; removed: string[] } {
  const a = lines(DEFAULT_CODE)
  const b = lines(code)
  return { added: b.filter((l) => !a.includes(l)), removed: a.filter((l) => !b.includes(l)) }
}
const withDefaults = (patch: Partial<BuilderConfig>): BuilderConfig => ({ ...CREATOR_DEFAULTS, ...patch })

describe('creationCode', () => {
  it('writes the creator defaults', () => {
    expect(creationCode(CREATOR_DEFAULTS)).toBe(DEFAULT_CODE)
  })

  it.each<[string, BuilderConfig, string[], string[]]>([
    ['transition time', withDefaults({ transitionTime: 0 }), ['.setTransitionTime(0)'], ['.setTransitionTime(1000)']],
    ['x spacing', withDefaults({ cardXSpacing: 300 }), ['.setCardXSpacing(300)'], ['.setCardXSpacing(250)']],
    ['y spacing', withDefaults({ cardYSpacing: 90 }), ['.setCardYSpacing(90)'], ['.setCardYSpacing(150)']],
    [
      'single parent empty card off',
      withDefaults({ singleParentEmptyCard: false }),
      [],
      [".setSingleParentEmptyCard(true, { label: 'ADD' })"],
    ],
    [
      'empty card label',
      withDefaults({ emptyCardLabel: "Dad's?" }),
      [".setSingleParentEmptyCard(true, { label: 'Dad\\'s?' })"],
      [".setSingleParentEmptyCard(true, { label: 'ADD' })"],
    ],
    ['horizontal orientation', withDefaults({ horizontalOrientation: true }), ['.setOrientationHorizontal()'], []],
    ['siblings of main', withDefaults({ showSiblingsOfMain: true }), ['.setShowSiblingsOfMain(true)'], []],
    [
      'duplicate branch toggle',
      withDefaults({ showDuplicateBranchToggle: true }),
      ['.setDuplicateBranchToggle(true)'],
      [],
    ],
    ['collapse and expand branches', withDefaults({ collapsible: true }), ['.setCollapsible(true)'], []],
    ['chart type everyone', withDefaults({ chartType: 'relatives' }), [".setChartType('relatives')"], []],
    [
      'chart type everyone with a depth',
      withDefaults({ chartType: 'relatives', relativesDepth: 3 }),
      [".setChartType('relatives')", '.setRelativesDepth(3)'],
      [],
    ],
    // The depth of the relatives chart means nothing to the hourglass: it is not written.
    ['relatives depth on the hourglass', withDefaults({ relativesDepth: 3 }), [], []],
    ['ancestry depth', withDefaults({ ancestryDepth: 2 }), ['.setAncestryDepth(2)'], []],
    ['progeny depth', withDefaults({ progenyDepth: 0 }), ['.setProgenyDepth(0)'], []],
    ['mini tree off', withDefaults({ showMiniTree: false }), ['.setMiniTree(false)'], ['.setMiniTree(true)']],
    ['hover path off', withDefaults({ showHoverPath: false }), [], ['.setOnHoverPathToMain()']],
    ['image field', withDefaults({ imageField: 'photo' }), [".setCardImageField('photo')"], []],
    [
      'card display',
      withDefaults({ cardDisplay: [['first name']] }),
      [".setCardDisplay([['first name']])"],
      [".setCardDisplay([['first name', 'last name'], ['birthday']])"],
    ],
    ['card style', setCardStyle(CREATOR_DEFAULTS, 'rect'), [".setStyle('rect')"], [".setStyle('imageRect')"]],
    ['card width', setDimension(CREATOR_DEFAULTS, 'width', 260), ['.setCardDim({ w: 260 })'], []],
    [
      'fields',
      addField(CREATOR_DEFAULTS, 'Occupation'),
      [".setFields(['first name', 'last name', 'birthday', 'avatar', 'occupation'])"],
      [".setFields(['first name', 'last name', 'birthday', 'avatar'])"],
    ],
    ['edit first off', withDefaults({ editFirst: false }), ['.setEditFirst(false)'], ['.setEditFirst(true)']],
    ['view only', withDefaults({ viewOnly: true }), ['.setNoEdit()'], []],
    [
      'link existing',
      withDefaults({ linkExistingRel: true }),
      [".setLinkExistingRelConfig({ title: 'Profile already exists?', select_placeholder: 'Select profile' })"],
      [],
    ],
    ['floating form', withDefaults({ fixed: false }), ['.absolute()'], ['.fixed()']],
  ])('changes only what %s needs', (_name, config, added, removed) => {
    expect(diff(creationCode(config))).toEqual({ added, removed })
  })

  it('sorts children by a field, then descending', () => {
    const asc = setSortChildrenBy(CREATOR_DEFAULTS, 'birthday')
    expect(diff(creationCode(asc)).added).toEqual([
      ".setSortChildrenFunction((a, b) => String(a.data['birthday'] ?? '').localeCompare(String(b.data['birthday'] ?? ''), undefined, { numeric: true }))",
    ])
    expect(diff(creationCode(setSortDesc(asc, true))).added).toEqual([
      ".setSortChildrenFunction((a, b) => String(b.data['birthday'] ?? '').localeCompare(String(a.data['birthday'] ?? ''), undefined, { numeric: true }))",
    ])
  })

  it('leaves the edit tree out when the detail view is off', () => {
    const code = creationCode(withDefaults({ enableEdit: false }))
    expect(code).not.toContain('editTree')
    expect(code).not.toContain('f3EditTree')
    expect(code.trim().endsWith('f3Chart.updateTree({ initial: true })\n}')).toBe(true)
  })

  it('keeps hostile field names inside string literals', () => {
    const code = creationCode(addField(CREATOR_DEFAULTS, "x'); alert(1); ('"))
    expect(code).toContain("'x\\'); alert(1); (\\''")
    // The code still parses as one function declaration.
    expect(() => new Function(code)).not.toThrow()
  })
})

describe('privacy and marriage order switches', () => {
  it('add setPrivacy with the years and setSortSpousesByMarriageDate only when on', () => {
    expect(creationCode(CREATOR_DEFAULTS)).not.toMatch(/setPrivacy|setSortSpousesByMarriageDate/)
    const on: BuilderConfig = {
      ...CREATOR_DEFAULTS,
      hideLiving: true,
      livingYears: 90,
      sortSpousesByMarriageDate: true,
    }
    expect(lines(creationCode(on))).toEqual(
      expect.arrayContaining(['.setPrivacy({ living: true, years: 90 })', '.setSortSpousesByMarriageDate(true)']),
    )
  })
})

describe('the language choice in the code', () => {
  it('sets the chosen language from its entry, and nothing for English', () => {
    expect(creationCode({ ...CREATOR_DEFAULTS, locale: 'he' })).toContain('    .setLocale(f3Locales.he)')
    expect(creationCode(CREATOR_DEFAULTS)).not.toContain('setLocale')
  })

  it('imports the language in the module snippets and loads its script in the page', () => {
    const src = { createFnString: creationCode({ ...CREATOR_DEFAULTS, locale: 'zh' }), dataUrl: '/data/data.json' }
    const snippets = allSnippets(src)
    for (const module of [snippets.react, snippets.vue, snippets.svelte, snippets.angular]) {
      expect(module).toContain("import { zh } from 'family-chart/locales/zh'")
      expect(module).toContain('const f3Locales = { zh }')
    }
    expect(snippets.fullHtml).toMatch(
      /<script src="https:\/\/cdn\.jsdelivr\.net\/npm\/family-chart@[^"]+\/dist\/locales\/zh\.min\.js"><\/script>/,
    )
    expect(allSnippets({ ...src, createFnString: creationCode(CREATOR_DEFAULTS) }).react).not.toContain('locales')
  })
})

describe('the chart type choice', () => {
  it('writes setChartType for a type other than the family tree, first of the chart calls', () => {
    expect(creationCode(CREATOR_DEFAULTS)).not.toContain('setChartType')
    const code = creationCode(withDefaults({ chartType: 'fan', ancestryDepth: 5 }))
    expect(diff(code)).toEqual({ added: [".setChartType('fan')", '.setAncestryDepth(5)'], removed: [] })
    expect(lines(code)[2]).toBe(".setChartType('fan')")
  })

  it('offers the hourglass first, everyone at once and the fan, each with a hint', () => {
    expect(BUILDER_CHART_TYPES[0].value).toBe(CREATOR_DEFAULTS.chartType)
    expect(BUILDER_CHART_TYPES.map((t) => [t.value, t.label])).toEqual(
      expect.arrayContaining([
        ['hourglass', 'Hourglass'],
        ['relatives', 'Everyone'],
        ['fan', 'Fan'],
      ]),
    )
    for (const t of BUILDER_CHART_TYPES) expect(t.hint.length).toBeGreaterThan(10)
  })
})
