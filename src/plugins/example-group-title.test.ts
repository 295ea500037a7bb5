// The group badge after example titles: which group each file gets, and the heading text search indexes read.
import { join } from 'node:path'
const exampleGroupTitle = require('./example-group-title')

const root = join(__dirname, '..', '..')

function h1Text(node: any): string {
  return node.type === 'text' ? node.value : (node.children ?? []).map(h1Text).join('')
}

function run(file: string) {
  const tree = {
    type: 'root',
    children: [
      // How Docusaurus hands over a page title: the h1 inside a <header> JSX element.
      {
        type: 'mdxJsxFlowElement',
        name: 'header',
        attributes: [],
        children: [
          { type: 'element', tagName: 'h1', properties: {}, children: [{ type: 'text', value: 'Basic tree' }] },
        ],
      },
      { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Intro' }] },
    ],
  }
  exampleGroupTitle()(tree, { path: join(root, file) })
  return tree
}

describe('example group title', () => {
  it.each([
    ['examples/1-basic-tree.mdx', 'Basic tree — Legacy API', 'old'],
    ['examples/v2/1-basic-tree.mdx', 'Basic tree — v2', 'new'],
    ['examples/additional/1-private-cards.mdx', 'Basic tree — Demo', 'add'],
  ])('%s: the heading reads "%s"', (file, heading, group) => {
    const tree = run(file)
    expect(h1Text(tree.children[0])).toBe(heading)
    const badge = (tree.children[0] as any).children[0].children.at(-1)
    expect(badge.properties).toEqual({ className: ['example-group-badge'], dataGroup: group })
    expect(h1Text(tree.children[1])).toBe('Intro')
  })

  it('leaves pages outside the examples alone', () => {
    expect(h1Text(run('docs/intro.md').children[0])).toBe('Basic tree')
  })
})
