import { hasNeeded, neededLibs } from './needed-libs'

describe('neededLibs', () => {
  it('asks for nothing optional when the code uses only f3', () => {
    expect(
      neededLibs("function create(data) { f3.createChart('#FamilyChart', data).updateTree({ initial: true }) }"),
    ).toEqual({ d3: false, gedcom: false, vue: false })
  })

  it('asks for d3 for a call on the namespace or a destructuring of it', () => {
    expect(neededLibs("function create() { d3.select('#FamilyChart') }").d3).toBe(true)
    expect(neededLibs('function create() { const { select } = d3 }').d3).toBe(true)
    // A word that only contains the letters is not the namespace.
    expect(neededLibs('function create() { const pd3x = 1 }').d3).toBe(false)
  })

  it('asks for the GEDCOM entry point and Vue when the code uses them', () => {
    expect(neededLibs('function create(text) { f3Gedcom.parseGedcom(text) }')).toEqual({
      d3: false,
      gedcom: true,
      vue: false,
    })
    expect(neededLibs('function create() { Vue.createApp({}) }')).toEqual({ d3: false, gedcom: false, vue: true })
  })
})

describe('hasNeeded', () => {
  it('waits for a library the code needs that is not loaded yet', () => {
    const need = neededLibs("function create() { d3.select('#FamilyChart') }")
    expect(hasNeeded({}, need)).toBe(false)
    expect(hasNeeded({ d3: {} }, need)).toBe(true)
    expect(hasNeeded({ Vue: {} }, neededLibs('function create() { Vue.createApp({}) }'))).toBe(true)
    expect(hasNeeded({}, neededLibs('function create(t) { f3Gedcom.parseGedcom(t) }'))).toBe(false)
  })

  it('is satisfied by f3 alone for code that needs nothing else', () => {
    expect(hasNeeded({}, neededLibs("function create(data) { f3.createChart('#FamilyChart', data) }"))).toBe(true)
  })
})
