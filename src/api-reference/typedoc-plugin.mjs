// TypeDoc plugin of the API reference: what counts as API (documented class fields), and how sources and "since" read.
import { Converter, ReflectionKind } from 'typedoc'
import { MarkdownPageEvent } from 'typedoc-plugin-markdown'

/** `@since next` marks additions not yet released. */
const UNRELEASED = 'next'

/** Class fields are API only when documented; the rest hold settings for the fluent setters. */
function dropUndocumentedClassFields(context) {
  for (const reflection of context.project.getReflectionsByKind(ReflectionKind.Property)) {
    if (reflection.parent?.kindOf(ReflectionKind.Class) && !reflection.hasComment()) context.project.removeReflection(reflection)
  }
}

/** Source links name the file (no ":line", which goes stale), and "since" fits on one line. */
export function tidyPage(markdown) {
  return markdown
    .replace(/^Defined in: \[([^\]\n]+?):\d+\]\(([^)\s]+)\)/gm, 'Source: [$1]($2)')
    .replace(/^#{2,4} Since\n\n(.+)$/gm, (_, version) => `**Since:** ${version.trim() === UNRELEASED ? 'next release (unreleased)' : version.trim()}`)
}

export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, dropUndocumentedClassFields)
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = tidyPage(page.contents)
  })
}
