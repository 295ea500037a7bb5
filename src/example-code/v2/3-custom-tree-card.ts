// v2 example 3: custom inner HTML for every card via setCardInnerHtmlCreator, with data escaped by the example's own helper.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(270)
    .setCardYSpacing(160)

  f3Chart.setCardHtml()
    .setCardInnerHtmlCreator((d) => {
      const person = d.data.data
      const name = [person["first name"], person["last name"]].filter(Boolean).join(" ")
      const children = (d.data.rels.children || []).length
      return \`
        <div class="tree-card \${person.gender === "F" ? "tree-card-f" : "tree-card-m"}">
          <div class="tree-card-name">\${esc(name)}</div>
          <div class="tree-card-meta">
            <span>\${person.birthday ? "★ " + esc(person.birthday) : "year unknown"}</span>
            <span>\${children} \${children === 1 ? "child" : "children"}</span>
          </div>
        </div>\`
    })

  f3Chart.updateTree({ initial: true })

  // Markup is built from strings, so data values are escaped before they go in.
  function esc(text) {
    return String(text)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;")
  }
}`,
  css: `.tree-card {
  width: 220px;
  padding: 10px 12px;
  box-sizing: border-box;
  border-radius: 10px;
  background: #f7f3ea;
  color: #2b2b2b;
  border-top: 5px solid #6b8fb3;
  box-shadow: 0 3px 10px rgba(0, 0, 0, 0.4);
}
.tree-card-f {
  border-top-color: #c0728a;
}
.tree-card-name {
  font-weight: 700;
  font-size: 14px;
}
.tree-card-meta {
  display: flex;
  justify-content: space-between;
  margin-top: 4px;
  font-size: 12px;
  color: #5a5a5a;
}`,
}

export default example
