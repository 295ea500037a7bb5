/** The form's focus key, apart from render-form.ts: the edit tree keeps focus before the form's code is loaded. */

/** Marks a control with a key that survives a re-render, so focus can be put back on the same control. */
export const FOCUS_KEY = 'data-f3-focus'
