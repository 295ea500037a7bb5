/** The whole text of an HTML card whose rows the card cuts short ("…"): a native tooltip, set when the pointer comes. */

/** Sets the card's tooltip to its rows when one of them overflows, and removes it when none does. */
export function showFullTextOnHover(card: HTMLElement): void {
  const rows = [...card.querySelectorAll<HTMLElement>('.f3-card-row')]
  // Measured only on hover: reading sizes while cards are drawn would force a layout per card.
  const cut = rows.some((row) => row.scrollWidth > row.clientWidth + 1 || row.scrollHeight > row.clientHeight + 1)
  if (cut)
    card.title = rows
      .map((row) => row.textContent ?? '')
      .filter(Boolean)
      .join('\n')
  else card.removeAttribute('title')
}
