// The relatives layout's pieces with numbers: the placement of a row, the count of crossings, the order in a block.
import { isotonic, placeInOrder } from '../../../src/chart-types/relatives/isotonic'
import { countCrossings } from '../../../src/chart-types/relatives/crossings'
import { arrangeBlock } from '../../../src/chart-types/relatives/block-order'

describe('the relatives layout pieces', () => {
  test('isotonic regression pools the values that are out of order into their weighted mean', () => {
    const out = new Float64Array(5)
    isotonic(Float64Array.of(1, 3, 2, 2, 5), Float64Array.of(1, 1, 1, 2, 1), out)
    expect(Array.from(out)).toEqual([1, 2.25, 2.25, 2.25, 5])
  })

  test('placeInOrder keeps the order and the gaps, as near as can be to the wanted positions', () => {
    const out = new Float64Array(3)
    placeInOrder(Float64Array.of(0, 0, 0), Float64Array.of(1, 1, 1), Float64Array.of(250, 250, 0), out)
    expect(Array.from(out)).toEqual([-250, 0, 250])
    placeInOrder(Float64Array.of(-500, 10, 600), Float64Array.of(1, 1, 1), Float64Array.of(250, 250, 0), out)
    expect(Array.from(out)).toEqual([-500, 10, 600])
  })

  test('crossings: inverted pairs between two rows; segments sharing an end do not cross', () => {
    expect(countCrossings(Float64Array.of(0, 1), Float64Array.of(1, 0))).toBe(1)
    expect(countCrossings(Float64Array.of(0, 1, 2), Float64Array.of(2, 1, 0))).toBe(3)
    // Siblings from one point, and two parents' links to one child.
    expect(countCrossings(Float64Array.of(0, 0, 0), Float64Array.of(2, 0, 1))).toBe(0)
    expect(countCrossings(Float64Array.of(0, 3), Float64Array.of(1, 1))).toBe(0)
  })

  test('a block: a man left of his wife; a person with three spouses between the first two, the third past one', () => {
    const genders = ['M', 'F', 'F', 'F', 'M']
    const partners: Record<number, number[]> = { 0: [1, 2, 3], 1: [0], 2: [0], 3: [0] }
    const people = { partnersOf: (p: number) => partners[p] ?? [], isMale: (p: number) => genders[p] === 'M' }
    expect(arrangeBlock([1, 4], { ...people, partnersOf: () => [] })).toEqual([4, 1])
    expect(arrangeBlock([0, 1, 2, 3], people)).toEqual([2, 0, 1, 3])
    // A chain of marriages: each couple side by side.
    const chain: Record<number, number[]> = { 0: [1], 1: [0, 4], 4: [1] }
    expect(arrangeBlock([0, 1, 4], { ...people, partnersOf: (p) => chain[p] })).toEqual([0, 1, 4])
  })
})
