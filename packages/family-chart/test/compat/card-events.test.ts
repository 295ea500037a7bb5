/**
 * @jest-environment jsdom
 */
// Card events for keyboard users and page code: Enter on a focused card clicks it (so listeners page code put on
// `.card` run too), and the hover path lights the cards on the way to the main person as 0.8 / 0.9 do.
import * as f3 from '../../src/index'
import { PATH_LEVEL_DELAY_MS } from '../../src/features/hover-path/hover-path'
import { cardNamed, container, family } from './harness'

function chart(configure: (card: f3.CardHtmlClass) => void = () => {}) {
  container()
  const c = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
  const card = c.setCardHtml().setCardDisplay([['first name', 'last name']])
  configure(card)
  c.updateTree({ initial: true })
  return { chart: c, card }
}

describe('a focused card', () => {
  it('is clicked by Enter and Space: setOnCardClick and listeners added to .card see the card as currentTarget', () => {
    const clicks: string[] = []
    chart((card) => {
      card.setOnCardClick((e, d) =>
        clicks.push(`onCardClick ${d.data.id} ${(e.currentTarget as Element).getAttribute('data-id')}`),
      )
      card.setOnCardUpdate(function (this: HTMLElement, d) {
        this.querySelector('.card')!.addEventListener('click', () => clicks.push(`own listener ${d.data.id}`))
      })
    })
    const lia = cardNamed('Lia Reed')
    lia.focus()
    lia.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    cardNamed('Ana Reed').dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }))
    expect(clicks).toEqual(['onCardClick kid kid', 'own listener kid', 'onCardClick wife wife', 'own listener wife'])
  })

  it('ignores Enter pressed on a control inside the card', () => {
    const clicked = jest.fn()
    chart((card) => {
      card.setOnCardClick(clicked)
      card.setCardInnerHtmlCreator(
        (d) => `<div class="card-inner"><button class="own">x</button>${d.data.data['first name']}</div>`,
      )
    })
    document
      .querySelector<HTMLElement>('.card .own')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(clicked).not.toHaveBeenCalled()
  })
})

describe('the hover path to the main person', () => {
  it('lights the inner box of each card on the way, one level at a time, and clears it on leave', () => {
    jest.useFakeTimers()
    chart((card) => card.setOnHoverPathToMain())
    const lit = () =>
      [...document.querySelectorAll('.card-inner.f3-path-to-main')].map((el) =>
        el.closest('.card')!.getAttribute('data-id'),
      )
    const tom = cardNamed('Tom Reed')
    tom.dispatchEvent(new MouseEvent('mouseenter'))
    jest.advanceTimersByTime(0)
    expect(lit()).toEqual(['dad'])
    jest.advanceTimersByTime(PATH_LEVEL_DELAY_MS)
    expect(lit().sort()).toEqual(['dad', 'me'])
    expect(document.querySelectorAll('.f3-path-to-main[data-link-id]').length).toBeGreaterThan(0)
    tom.dispatchEvent(new MouseEvent('mouseleave'))
    expect(lit()).toEqual([])
    jest.useRealTimers()
  })
})
