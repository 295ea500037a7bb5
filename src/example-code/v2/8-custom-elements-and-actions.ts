// v2 example 8: extra buttons on every card (edit, add relative) wired to the edit tree.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  css: `.f3 .card-actions { position: absolute; top: 2px; right: 2px; display: flex; gap: 2px; pointer-events: auto; }
.f3 .card-actions button {
  width: 24px; height: 24px; padding: 4px; border: 0; border-radius: 4px; cursor: pointer;
  background: rgba(0, 0, 0, 0.35); color: #fff;
}
.f3 .card-actions button:hover { background: rgba(0, 0, 0, 0.6); }`,
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  const f3EditTree = f3Chart.editTree()
    .fixed()
    .setFields(["first name", "last name", "birthday", "avatar"])
    .setEditFirst(true)

  // A plain card click still makes the person main; the two buttons open the form. They go beside the card
  // (the card is itself a button, and a button inside a button is out of reach of keyboards and screen readers).
  f3Card.setOnCardUpdate(function (d) {
    this.querySelector('.card-actions')?.remove()
    if (d.data.to_add) return
    const card = this.querySelector('.card')
    const actions = document.createElement('div')
    actions.className = 'card-actions'
    actions.append(
      cardButton('Edit', f3.icons.pencilSvgIcon(), () => f3EditTree.open(d.data)),
      cardButton('Add relative', f3.icons.userPlusSvgIcon(), () => {
        f3EditTree.open(d.data)
        f3EditTree.addRelative(d.data)
      }),
    )
    card.after(actions)
  })

  function cardButton(label, icon, onClick) {
    const button = document.createElement('button')
    button.type = 'button'
    button.title = label
    button.setAttribute('aria-label', label)
    button.innerHTML = icon
    button.addEventListener('click', (e) => {
      e.stopPropagation()
      onClick()
    })
    return button
  }

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
