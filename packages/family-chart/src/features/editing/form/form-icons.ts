/** The form's close icon (the card icons live in cards/icons). */
export const closeIcon = () =>
  '<svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" fill="none"/></svg>'
