// Legacy example 3: cards whose inner markup comes from setCardInnerHtmlCreator; the creator escapes every data value.
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCard(f3.cardHtml)
  f3Card.setCardInnerHtmlCreator(cardInnerHtml)

  f3Chart.updateTree({ initial: true })

  // The creator returns a string of HTML, so each data value goes through escapeHtml before it is inserted.
  function cardInnerHtml(d) {
    const person = d.data.data
    const first = person["first name"] || ""
    const last = person["last name"] || ""
    const initials = (first.charAt(0) + last.charAt(0)) || "?"
    const born = person.birthday ? "Born " + person.birthday : "Birth year unknown"
    return (
      '<div class="custom-card custom-card-' + (person.gender === "F" ? "female" : "male") + '">' +
        '<div class="custom-card-initials">' + escapeHtml(initials) + '</div>' +
        '<div class="custom-card-text">' +
          '<div class="custom-card-name">' + escapeHtml(first + " " + last) + '</div>' +
          '<div class="custom-card-born">' + escapeHtml(born) + '</div>' +
        '</div>' +
      '</div>'
    )
  }

  function escapeHtml(value) {
    const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }
    return String(value).replace(/[&<>"']/g, (ch) => entities[ch])
  }
}`,
  css: `.custom-card {
  display: flex;
  align-items: center;
  gap: 10px;
  width: 210px;
  padding: 8px 10px;
  box-sizing: border-box;
  border-radius: 8px;
  background: #2d3a4a;
  color: #f4f4f4;
  border-left: 6px solid rgb(120, 159, 172);
}
.custom-card-female {
  border-left-color: rgb(196, 138, 146);
}
.custom-card-initials {
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-weight: 700;
  background: rgba(255, 255, 255, 0.15);
}
.custom-card-name {
  font-weight: 600;
}
.custom-card-born {
  font-size: 12px;
  opacity: 0.8;
}`,
}

export default example
