// Formats llms.txt (https://llmstxt.org): the site's name, a summary, and one Markdown list of links per section.

/** One line of a list: `- [Title](url): description`, the title's brackets and the description's newlines tamed. */
function entry({ title, url, description }) {
  const name = String(title).replace(/[[\]]/g, '').trim()
  const about = String(description ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return `- [${name}](${url})${about ? `: ${about}` : ''}`
}

/**
 * @param {{ title: string, summary: string, details?: string, sections: { title: string, pages: { title: string, url: string, description?: string }[] }[] }} site
 */
function formatLlmsTxt({ title, summary, details, sections }) {
  const parts = [`# ${title}`, '', `> ${summary.replace(/\s+/g, ' ').trim()}`, '']
  if (details) parts.push(details.trim(), '')
  for (const section of sections) {
    if (!section.pages.length) continue
    parts.push(`## ${section.title}`, '', ...section.pages.map(entry), '')
  }
  return parts.join('\n')
}

module.exports = { formatLlmsTxt }
