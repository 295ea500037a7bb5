/**
 * The Data JSON editor's state, kept apart from the chart's data: text the user typed and has not applied is never
 * replaced by a change made in the chart; the editor says when the two differ and offers to apply or discard.
 */

export interface DataDraft {
  /** The chart's data as JSON text: what the editor shows when there is no draft. */
  chartText: string
  /** Text typed and not applied yet (null: the editor follows the chart). */
  draft: string | null
  /** The chart changed after the draft was started, so applying the draft would replace that change. */
  chartChangedSinceDraft: boolean
  /** Why the last Apply did not change the chart. */
  error: string | null
}

export function initialDraft(chartText: string): DataDraft {
  return { chartText, draft: null, chartChangedSinceDraft: false, error: null }
}

/** The text the editor shows. */
export const editorText = (s: DataDraft): string => s.draft ?? s.chartText

/** The user typed: the draft is what they typed, unless it is the chart's text again. */
export function edited(s: DataDraft, text: string): DataDraft {
  if (text === s.chartText) return { ...s, draft: null, chartChangedSinceDraft: false, error: null }
  return { ...s, draft: text, error: null }
}

/** The chart's data changed (an edit in the chart, undo, a load): a draft is kept and marked as behind the chart. */
export function chartChanged(s: DataDraft, chartText: string): DataDraft {
  if (chartText === s.chartText) return s
  if (s.draft === null) return { ...s, chartText }
  if (s.draft === chartText) return { chartText, draft: null, chartChangedSinceDraft: false, error: null }
  return { ...s, chartText, chartChangedSinceDraft: true }
}

/** Apply was pressed: on success the chart takes the text (and sends it back through chartChanged); on failure the draft stays. */
export function applied(s: DataDraft, error: string | null): DataDraft {
  if (error) return { ...s, error }
  return { ...s, draft: null, chartChangedSinceDraft: false, error: null }
}

/** Discard: back to the chart's data. */
export function discarded(s: DataDraft): DataDraft {
  return { ...s, draft: null, chartChangedSinceDraft: false, error: null }
}

/** One line saying how the editor's text relates to the chart, for the status above the editor. */
export function draftStatus(s: DataDraft): string {
  if (s.draft === null) return 'The text follows the chart: edits made in the chart appear here.'
  if (s.chartChangedSinceDraft)
    return 'The chart changed after you started editing this text, which is kept as you left it. Apply data replaces the chart with it; Discard edits shows the chart’s data.'
  return 'Edited, not applied yet: Apply data draws it, Discard edits goes back to the chart’s data.'
}
