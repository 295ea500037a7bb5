/**
 * @jest-environment jsdom
 */
// The layout setters of a chart (orientation, X and Y spacing, empty cards, siblings of main, depths) called on our
// chart and on the published one, in the order the /create-tree builder writes them (orientation first) and in the
// other order: every card of both charts' trees is at the same place.
import { randomFamily } from '../fixtures/random-families'
import type { Data } from '../../src/data/types'
import { container, f3, PUBLISHED, published, type Namespace } from './published'

type Setup = (chart: any) => void

const copy = (data: Data): Data => JSON.parse(JSON.stringify(data))

const SETUPS: [string, Setup][] = [
  [
    'the builder: horizontal, then X 250 and Y 150',
    (c) => c.setOrientationHorizontal().setCardXSpacing(250).setCardYSpacing(150),
  ],
  [
    'the builder at its own scale: horizontal, then X 200 and Y 120',
    (c) => c.setOrientationHorizontal().setCardXSpacing(200).setCardYSpacing(120),
  ],
  ['spacing first, then horizontal', (c) => c.setCardXSpacing(270).setCardYSpacing(110).setOrientationHorizontal()],
  ['horizontal with the default spacing', (c) => c.setOrientationHorizontal()],
  [
    'horizontal, then vertical again',
    (c) => c.setOrientationHorizontal().setCardXSpacing(300).setOrientationVertical(),
  ],
  [
    'vertical with X 170 and Y 70, no empty cards',
    (c) => c.setCardXSpacing(170).setCardYSpacing(70).setSingleParentEmptyCard(false),
  ],
  [
    'siblings of main, depths 2 and 1, horizontal',
    (c) => c.setShowSiblingsOfMain(true).setAncestryDepth(2).setProgenyDepth(1).setOrientationHorizontal(),
  ],
]

/** Where each person's card is in a chart's current tree (placeholder cards left out: their ids differ). */
function cardPlaces(chart: any): Record<string, [number, number]> {
  const places: Record<string, [number, number]> = {}
  for (const d of chart.store.getTree().data) {
    if (d.data.to_add || String(d.data.id).startsWith('__empty__')) continue
    places[d.data.id] = [Math.round(d.x * 1000) / 1000, Math.round(d.y * 1000) / 1000]
  }
  return places
}

function drawn(lib: Namespace, data: Data, setup: Setup, id: string) {
  const chart = lib.createChart(container(id), data).setTransitionTime(0)
  chart.setCardHtml()
  setup(chart)
  chart.updateTree({ initial: true })
  return cardPlaces(chart)
}

describe.each(PUBLISHED)('chart layout settings against the published %s', (version, pkg) => {
  const theirs = published(pkg)
  const theirData = (data: Data) => (version === '0.8.0' ? copy(data) : theirs.formatData(copy(data)))

  it.each(SETUPS)('%s: every card where the published chart draws it', (_name, setup) => {
    for (const seed of [3, 11, 27]) {
      const data = randomFamily(seed)
      const expected = drawn(theirs, theirData(data), setup, 'theirs')
      const actual = drawn(f3, copy(data), setup, 'ours')
      expect(Object.keys(actual).length).toBeGreaterThan(3)
      expect({ seed, places: actual }).toEqual({ seed, places: expected })
    }
  })
})
