import { DEPTH_MESSAGE, NUMBER_MESSAGE, parseDepth, parseTransitionTime, POSITIVE_MESSAGE } from './layout-inputs'
import { parseBuilderQuery } from './query-params'

describe('layout inputs', () => {
  it('accepts a transition time of 0 or more', () => {
    expect(parseTransitionTime('0')).toEqual({ value: 0 })
    expect(parseTransitionTime(' 750 ')).toEqual({ value: 750 })
    expect(parseTransitionTime('-1')).toEqual({ error: POSITIVE_MESSAGE })
    expect(parseTransitionTime('fast')).toEqual({ error: NUMBER_MESSAGE })
    expect(parseTransitionTime('')).toEqual({ error: NUMBER_MESSAGE })
  })

  it('reads an empty depth as unlimited and refuses negative or fractional ones', () => {
    expect(parseDepth('')).toEqual({ value: null })
    expect(parseDepth('3')).toEqual({ value: 3 })
    expect(parseDepth('0')).toEqual({ value: 0 })
    expect(parseDepth('-2')).toEqual({ error: DEPTH_MESSAGE })
    expect(parseDepth('1.5')).toEqual({ error: DEPTH_MESSAGE })
    expect(parseDepth('two')).toEqual({ error: DEPTH_MESSAGE })
  })
})

describe('parseBuilderQuery', () => {
  it('reads nothing from an empty query', () => {
    expect(parseBuilderQuery('')).toEqual({ transitionTime: null, linkExistingRel: false, dataUrl: null, problems: [] })
  })

  it('reads all three parameters', () => {
    expect(parseBuilderQuery('?transition_time=0&link_existing_rel=1&data_url=%2Fdata%2Fdata.json')).toEqual({
      transitionTime: 0,
      linkExistingRel: true,
      dataUrl: '/data/data.json',
      problems: [],
    })
  })

  it('turns link-existing on only for the value 1', () => {
    expect(parseBuilderQuery('?link_existing_rel=true').linkExistingRel).toBe(false)
    expect(parseBuilderQuery('?link_existing_rel=0').linkExistingRel).toBe(false)
  })

  it('reports bad values and ignores them', () => {
    const q = parseBuilderQuery('?transition_time=-5&data_url=%20')
    expect(q.transitionTime).toBeNull()
    expect(q.dataUrl).toBeNull()
    expect(q.problems).toEqual(['Ignored transition_time=-5: Value must be positive.'])
    expect(parseBuilderQuery('?transition_time=abc').problems[0]).toMatch(/Value must be a number/)
  })
})
