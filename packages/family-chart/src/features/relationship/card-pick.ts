/**
 * While the chart waits for someone to be chosen (the second person of "How are we related?"), a click on a card, or
 * Enter / Space on a focused one, chooses that person instead of acting on the card (make main, open the form).
 */
import { contOf, nodeOf } from '../../view/keyboard/card-elements'

export interface CardPickSetup {
  canvas: HTMLElement
  isActive: () => boolean
  onPick: (personId: string) => void
}

export function setupCardPick({ canvas, isActive, onPick }: CardPickSetup) {
  // Captured on the canvas, before the card's own listeners; Enter and Space on a card reach here as a click.
  const onClick = (e: MouseEvent) => {
    if (!isActive()) return
    const cont = contOf(e.target, canvas)
    const d = nodeOf(cont)
    if (!cont || !d || !(e.target as Element).closest('.f3-card')) return
    e.stopPropagation()
    e.preventDefault()
    onPick(d.data.id)
  }
  canvas.addEventListener('click', onClick, true)
  return {
    update() {
      /* reads the card under each click */
    },
    destroy: () => canvas.removeEventListener('click', onClick, true),
  }
}
