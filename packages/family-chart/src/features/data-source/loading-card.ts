/**
 * The card of a person not loaded yet: "Loading…" (busy, named for assistive technology), or, after a failed request,
 * a message and a Retry button beside the card (a real button: in the tab order, at least 24 by 24 pixels).
 */
import type { TreeDatum } from '../../layout/types'
import { exposeCard } from '../../cards/card-parts'
import type { StandInState } from './compose-view-data'
import type { Say } from '../../data/say'

export interface LoadingCardOptions {
  state: StandInState
  size: { w: number; h: number }
  onRetry: () => void
  /** The chart's words (English without a locale). */
  say?: Say
}

function cardBox(d: TreeDatum, { state, size, say }: LoadingCardOptions): HTMLElement {
  const card = document.createElement('div')
  card.className = `card f3-card f3-card-genderless f3-card-loading${state === 'failed' ? ' f3-card-load-failed' : ''}`
  card.style.width = `${size.w}px`
  card.style.height = `${size.h}px`
  card.setAttribute('role', 'group')
  card.setAttribute('aria-busy', String(state === 'loading'))
  card.setAttribute(
    'aria-label',
    state === 'loading'
      ? (say?.('source.loadingLabel') ?? 'Loading a relative…')
      : (say?.('source.failedLabel') ?? 'A relative could not be loaded'),
  )
  card.tabIndex = -1
  const text = document.createElement('div')
  text.className = 'f3-card-loading-text'
  text.textContent =
    state === 'loading' ? (say?.('source.loading') ?? 'Loading…') : (say?.('source.failed') ?? 'Could not load')
  card.append(text)
  exposeCard(card, card, d)
  return card
}

/** Draws the stand-in card into a card element (replacing what it held). */
export function renderLoadingCard(el: Element, d: TreeDatum, options: LoadingCardOptions): void {
  const frame = document.createElement('div')
  frame.className = 'f3-card-frame'
  frame.append(cardBox(d, options))
  if (options.state === 'failed') {
    const retry = document.createElement('button')
    retry.type = 'button'
    retry.className = 'f3-card-retry'
    retry.textContent = options.say?.('action.retry') ?? 'Retry'
    retry.setAttribute('aria-label', options.say?.('source.retryLabel') ?? 'Retry loading this relative')
    retry.addEventListener('click', (e) => {
      e.stopPropagation()
      options.onRetry()
    })
    frame.append(retry)
  }
  el.replaceChildren(frame)
  ;(el as { __data__?: TreeDatum }).__data__ = d
}
