// Docusaurus plugin: writes /llms.txt at build time, listing every page of the docs (each version) and every example
// with its description, from the docs plugins' loaded content.
const fs = require('node:fs')
const path = require('node:path')
const { formatLlmsTxt } = require('./llms-txt-format')

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

/** The pages of one loaded docs version, in sidebar order where the sidebar lists them, then the rest by path. */
function pagesOf(version, siteUrl) {
  const order = []
  const visit = (items) => {
    for (const item of items ?? []) {
      if (item.type === 'doc' || item.type === 'ref') order.push(item.id)
      if (item.type === 'category') {
        if (item.link?.type === 'doc') order.push(item.link.id)
        visit(item.items)
      }
    }
  }
  for (const sidebar of Object.values(version.sidebars ?? {})) visit(sidebar)
  const rank = (doc) => (order.includes(doc.id) ? order.indexOf(doc.id) : order.length)
  return (
    version.docs
      .filter((doc) => !doc.unlisted && !doc.draft)
      .sort((a, b) => rank(a) - rank(b) || a.permalink.localeCompare(b.permalink))
      // The site is built without trailing slashes; an index doc's permalink has one.
      .map((doc) => ({
        title: doc.title,
        url: new URL(doc.permalink.replace(/(.)\/$/, '$1'), siteUrl).href,
        description: doc.description,
      }))
  )
}

module.exports = function llmsTxtPlugin(context) {
  const { siteConfig } = context
  let text = null
  return {
    name: 'llms-txt',
    async allContentLoaded({ allContent }) {
      const docs = allContent[DOCS_PLUGIN] ?? {}
      const sections = []
      for (const version of docs.default?.loadedVersions ?? []) {
        const label = version.isLast
          ? `Docs (${version.label}, current release)`
          : `Docs (${version.label}${version.versionName === 'current' ? ', unreleased' : ''})`
        sections.push({ title: label, pages: pagesOf(version, siteConfig.url) })
      }
      // Released docs first, as a reader should start there.
      sections.sort((a, b) => Number(b.title.includes('current release')) - Number(a.title.includes('current release')))
      for (const version of docs.examples?.loadedVersions ?? [])
        sections.push({ title: 'Examples and demos', pages: pagesOf(version, siteConfig.url) })
      text = formatLlmsTxt({
        title: siteConfig.title,
        summary: `${siteConfig.tagline}. family-chart draws interactive, editable family trees (pan, zoom, click to focus, edit people and relations) from a flat JSON list of people; it works with plain HTML, React, Vue, Angular and Svelte.`,
        details:
          'Install with `npm install family-chart d3`, or load d3 7 and family-chart from a CDN with script tags. The docs below cover installation, the data format, guides, the API reference and help pages; every example page runs a live chart with its code.',
        sections,
      })
    },
    async postBuild({ outDir }) {
      if (text === null) throw new Error('llms-txt: the docs content was not loaded')
      fs.writeFileSync(path.join(outDir, 'llms.txt'), text)
    },
  }
}
