// Docusaurus plugin: the example gallery page (/examples/gallery), built from the examples' front matter and the
// committed thumbnails (see src/gallery/catalog.js and scripts/example-thumbnails.mjs).
const fs = require('node:fs')
const path = require('node:path')
const { GROUPS, collectExamples } = require('../gallery/catalog')

/** The gallery's address: inside the examples area, so the navbar's Examples item stays active. */
const GALLERY_PATH = '/examples/gallery'

module.exports = function exampleGalleryPlugin(context) {
  const { siteDir } = context
  return {
    name: 'example-gallery',
    getPathsToWatch() {
      return [path.join(siteDir, 'examples', '**', '*.mdx')]
    },
    async loadContent() {
      const examples = collectExamples(siteDir).map((e) => ({
        ...e,
        // A page without its picture yet still gets a card (the unit test reports the missing thumbnail).
        thumbnail: fs.existsSync(path.join(siteDir, 'static', e.thumbnail)) ? e.thumbnail : null,
      }))
      return { groups: GROUPS.map((g) => ({ ...g, examples: examples.filter((e) => e.group === g.id) })) }
    },
    async contentLoaded({ content, actions }) {
      const gallery = await actions.createData('gallery.json', JSON.stringify(content))
      actions.addRoute({
        path: GALLERY_PATH,
        component: '@site/src/components/Gallery',
        modules: { gallery },
        exact: true,
      })
    },
  }
}
