// Rehype plugin of the examples area: a badge after each example page's title naming its group ("Legacy API", "v2",
// "Demo"), so the page and the offline search's results (which quote the title) tell a legacy example from the
// v2 example of the same name.
const path = require('node:path')

/** Group of an example file by its folder, like the sidebar's Old / New / Add switch. */
function exampleGroupLabel(filePath) {
  const parts = filePath.split(path.sep)
  const at = parts.lastIndexOf('examples')
  if (at === -1) return null
  const folder = parts[at + 1]
  if (folder === 'v2') return { id: 'new', label: 'v2' }
  if (folder === 'additional') return { id: 'add', label: 'Demo' }
  return { id: 'old', label: 'Legacy API' }
}

/** The first h1, wherever it is: Docusaurus wraps a page's title heading in a <header> JSX element. */
function firstH1(node) {
  if (node.type === 'element' && node.tagName === 'h1') return node
  for (const child of node.children ?? []) {
    const found = firstH1(child)
    if (found) return found
  }
  return null
}

const text = (value) => ({ type: 'text', value })
const span = (className, children, extra = {}) => ({
  type: 'element',
  tagName: 'span',
  properties: { className, ...extra },
  children,
})

function exampleGroupTitle() {
  return (tree, file) => {
    const group = file.path ? exampleGroupLabel(file.path) : null
    if (!group) return
    const h1 = firstH1(tree)
    if (!h1) return
    // The separator is for text readers (search index, screen readers); the badge is what eyes see.
    h1.children.push(
      span(['example-group-separator'], [text(' — ')]),
      span(['example-group-badge'], [text(group.label)], { dataGroup: group.id }),
    )
  }
}

module.exports = exampleGroupTitle
module.exports.exampleGroupLabel = exampleGroupLabel
