// TypeDoc plugin of the API reference: what counts as API (documented class fields), how sources and "since" read,
// and each page's "Edit this page" link and last-updated date, taken from the source files it documents.
import { execFileSync } from 'node:child_process'
import { Converter, ReflectionKind } from 'typedoc'
import { MarkdownPageEvent } from 'typedoc-plugin-markdown'

/** `@since next` marks additions not yet released. */
const UNRELEASED = 'next'
const SOURCE_LINK = /^Source: \[([^\]\n]+)\]\(([^)\s]+)\)$/gm

/** Class fields are API only when documented; the rest hold settings for the fluent setters. */
function dropUndocumentedClassFields(context) {
  for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Property)) {
    if (reflection.parent?.kindOf(ReflectionKind.Class) && !reflection.hasComment())
      context.project.removeReflection(reflection)
  }
}

/**
 * A class made of @internal parts (Chart's layout settings and export methods, EditTree's settings) lists its members
 * as its own: no "Extends", "Inherited from" or "Overrides" naming a class the reference does not show. Such a name is
 * plain code, where a documented class would be a link.
 */
function hideInternalBases(markdown) {
  return markdown
    .replace(/^## Extends\n\n(?:- `[\w.]+`\n)+\n/gm, '')
    .replace(/^#{3,5} (?:Inherited from|Overrides)\n\n`[\w.]+`\n\n?/gm, '')
}

/**
 * A generic interface's title (`# Interface: Feature\<Methods\>`) shows its name and type parameters as code, where
 * MDX reads no `<` as the start of a tag.
 */
function codeGenericTitle(markdown) {
  return markdown.replace(
    /^(# [\w ]+: )(\S+?)\\<(.+)\\>$/m,
    (_, head, name, params) => `${head}\`${name.replace(/\\/g, '')}<${params.replace(/\\/g, '')}>\``,
  )
}

/** Source links name the file (no ":line", which goes stale), and "since" fits on one line. */
export function tidyPage(markdown) {
  return codeGenericTitle(hideInternalBases(markdown))
    .replace(/^Defined in: \[([^\]\n]+?):\d+\]\(([^)\s]+)\)/gm, 'Source: [$1]($2)')
    .replace(
      /^#{2,6} Since\n\n(.+)$/gm,
      (_, version) => `**Since:** ${version.trim() === UNRELEASED ? 'next release (unreleased)' : version.trim()}`,
    )
}

/** Seconds since 1970 of the last commit touching `file`, or null without git history (an export, no git). */
function lastCommitTime(file, cwd, cache) {
  if (!cache.has(file)) {
    let time = null
    try {
      const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {
        cwd,
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim()
      time = out ? Number(out) : null
    } catch {
      time = null
    }
    cache.set(file, time)
  }
  return cache.get(file)
}

/**
 * Front matter of a generated page: "Edit this page" opens the one source file the page documents (for a class whose
 * members come from several files, the file that declares the class, `primary`; none for other pages gathered from
 * several files), and the last update is that of the newest of those files.
 */
export function frontMatterFor(
  markdown,
  { cwd, cache = new Map(), commitTime = lastCommitTime, description = '', primary } = {},
) {
  const sources = [...new Set([...markdown.matchAll(SOURCE_LINK)].map((m) => m[1]))]
  const urls = new Map([...markdown.matchAll(SOURCE_LINK)].map((m) => [m[1], m[2]]))
  const lines = []
  // Without it Docusaurus would describe every page by its first paragraph, the "Source:" line.
  if (description) lines.push(`description: ${JSON.stringify(description)}`)
  const editFile =
    sources.length === 1
      ? sources[0]
      : primary
        ? sources.find((f) => primary.endsWith(f) || f.endsWith(primary))
        : undefined
  lines.push(`custom_edit_url: ${editFile ? JSON.stringify(urls.get(editFile).replace('/blob/', '/edit/')) : 'null'}`)
  const times = sources.map((file) => commitTime(file, cwd, cache)).filter((t) => t !== null)
  if (times.length)
    lines.push('last_update:', `  date: ${new Date(Math.max(...times) * 1000).toISOString().slice(0, 10)}`)
  return `---\n${lines.join('\n')}\n---\n\n`
}

/** The first sentence of a reflection's summary, as plain text. */
function summaryOf(model) {
  const text = (model?.comment?.summary ?? [])
    .map((part) => part.text)
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\{@link [^}|]*\|?\s*([^}]*)\}/g, '$1')
    .trim()
  return (text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text).replace(/`/g, '')
}

/** The entry page is the reference's front door: its title says so. */
const INDEX_TITLE = 'API reference'
const INDEX_DESCRIPTION =
  'Every export of family-chart: the Chart, card and EditTree classes, the functions, the data types, the icons and the handlers and elements namespaces.'

export function load(app) {
  const cache = new Map()
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, dropUndocumentedClassFields)
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return
    const isIndex = page.url === 'index.md'
    const tidy = isIndex ? tidyPage(page.contents).replace(/^# .+$/m, `# ${INDEX_TITLE}`) : tidyPage(page.contents)
    const description = isIndex ? INDEX_DESCRIPTION : summaryOf(page.model)
    // A class page edits the file that declares the class, though inherited members come from elsewhere.
    const primary = page.model?.kindOf?.(ReflectionKind.Class) ? page.model.sources?.[0]?.fileName : undefined
    page.contents =
      frontMatterFor(tidy, {
        cwd: app.options.getValue('displayBasePath') || process.cwd(),
        cache,
        description,
        primary,
      }) + tidy
  })
}
