// The visible line over the chart saying how two people are related (or what to do next), with a button to close it.

export interface RelationshipStatus {
  show(text: string, buttonText: string): void
  hide(): void
  destroy(): void
}

export function createRelationshipStatus(cont: HTMLElement, onClose: () => void): RelationshipStatus {
  const bar = document.createElement('div')
  bar.className = 'f3-relationship-status'
  bar.hidden = true
  const text = document.createElement('p')
  text.className = 'f3-relationship-text'
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'f3-relationship-close'
  button.addEventListener('click', onClose)
  bar.append(text, button)
  cont.append(bar)
  return {
    show(sentence, buttonText) {
      text.textContent = sentence
      button.textContent = buttonText
      bar.hidden = false
    },
    hide() {
      bar.hidden = true
    },
    destroy() {
      button.removeEventListener('click', onClose)
      bar.remove()
    },
  }
}
