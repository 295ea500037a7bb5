// The Data JSON editor keeps what the user typed until they apply or discard it, whatever happens in the chart.
import { applied, chartChanged, discarded, draftStatus, edited, editorText, initialDraft } from './data-draft'

describe('the data editor draft', () => {
  it('follows the chart while nothing is typed', () => {
    let s = initialDraft('[1]')
    s = chartChanged(s, '[1,2]')
    expect(editorText(s)).toBe('[1,2]')
    expect(s.draft).toBeNull()
    expect(draftStatus(s)).toMatch(/follows the chart/)
  })

  it('keeps typed text when the chart changes, and says so', () => {
    let s = edited(initialDraft('[1]'), '[9]')
    expect(draftStatus(s)).toMatch(/not applied yet/)
    s = chartChanged(s, '[1,2]')
    expect(editorText(s)).toBe('[9]')
    expect(s.chartChangedSinceDraft).toBe(true)
    expect(draftStatus(s)).toMatch(/chart changed after you started editing/)
    // discarding shows the chart's current data
    s = discarded(s)
    expect(editorText(s)).toBe('[1,2]')
    expect(s.chartChangedSinceDraft).toBe(false)
  })

  it('a failed Apply keeps the draft and the reason; a good one hands over to the chart', () => {
    let s = edited(initialDraft('[1]'), '[oops')
    s = applied(s, 'Invalid JSON')
    expect(editorText(s)).toBe('[oops')
    expect(s.error).toBe('Invalid JSON')
    s = edited(s, '[3]')
    expect(s.error).toBeNull()
    s = applied(s, null)
    s = chartChanged(s, '[3]')
    expect(editorText(s)).toBe('[3]')
    expect(s.draft).toBeNull()
  })

  it('typing the chart text back, or the chart reaching the draft, ends the draft', () => {
    expect(edited(edited(initialDraft('[1]'), '[2]'), '[1]').draft).toBeNull()
    expect(chartChanged(edited(initialDraft('[1]'), '[2]'), '[2]').draft).toBeNull()
  })
})
