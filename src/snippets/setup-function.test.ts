import bigTree from '../example-code/v2/10-big-tree'
import gedcomImport from '../example-code/v2/20-gedcom-import'
import loadOnDemand from '../example-code/v2/28-load-on-demand'
import vuePlugin from '../example-code/10-vue-plugin-example'
import { CREATE_FN, CREATE_FN_D3, CREATE_FN_OWN_START } from './__fixtures__/sources'
import { setupFunction, usesF3 } from './setup-function'

const of = (createFnString: string) => setupFunction({ createFnString, dataUrl: '/data/data.json' })

describe('setupFunction', () => {
  it('keeps the settings chained on createChart chained on the chart the component made', () => {
    expect(of(CREATE_FN)).toEqual({
      code: [
        'function setupChart(f3Chart) {',
        '  f3Chart',
        '    .setTransitionTime(1000)',
        '    .setCardXSpacing(250)',
        '    .setCardYSpacing(150)',
        '  f3Chart.setCardHtml()',
        '    .setCardDisplay([["first name","last name"],["birthday"]])',
        '  f3Chart.updateTree({initial: true})',
        '}',
      ].join('\n'),
      readsData: false,
    })
  })

  it('drops a createChart with nothing chained, and leaves the rest as it is (template literals included)', () => {
    const setup = of(CREATE_FN_D3)!
    expect(setup.code.split('\n').slice(0, 2)).toEqual(['function setupChart(f3Chart) {', '  f3Chart.setCardHtml()'])
    expect(setup.code).toContain("d3.select('#FamilyChart')")
    // The lines of the multi-line template literal, unchanged.
    expect(setup.code).toContain(CREATE_FN_D3.split('\n').slice(3, 6).join('\n'))
  })

  it('takes the data as a second argument when the code reads it, not for a property of that name', () => {
    const setup = of(bigTree.code)!
    expect(setup.readsData).toBe(true)
    expect(setup.code.startsWith('function setupChart(f3Chart, data) {')).toBe(true)
    expect(
      of(
        'function create(data) {\n  const f3Chart = f3.createChart(\'#FamilyChart\', data)\n  f3Chart.setCardHtml().setOnCardClick((e, d) => console.log(d.data.id, "data"))\n}',
      )!.readsData,
    ).toBe(false)
  })

  it('says whether the code still names the f3 namespace', () => {
    expect(usesF3(of(CREATE_FN)!)).toBe(false)
    expect(
      usesF3(
        of(
          "function create(data) {\n  const f3Chart = f3.createChart('#FamilyChart', data)\n  f3Chart.setCard(f3.CardHtml)\n}",
        )!,
      ),
    ).toBe(true)
  })

  it('refuses code that does not start by making the chart from the data', () => {
    expect(of(CREATE_FN_OWN_START)).toBeNull()
    for (const example of [gedcomImport, loadOnDemand, vuePlugin]) expect(of(example.code)).toBeNull()
    expect(setupFunction({ createFnString: CREATE_FN, dataUrl: '/x.ged', dataFormat: 'text' })).toBeNull()
  })
})
