/** The create-tree page's query parameters: transition_time, link_existing_rel and data_url. */
import { parseTransitionTime } from './layout-inputs'

export interface BuilderQuery {
  transitionTime: number | null
  linkExistingRel: boolean
  dataUrl: string | null
  /** Parameters that were given but could not be used, as messages for the page. */
  problems: string[]
}

export function parseBuilderQuery(search: string): BuilderQuery {
  const params = new URLSearchParams(search)
  const problems: string[] = []
  let transitionTime: number | null = null
  const tt = params.get('transition_time')
  if (tt !== null) {
    const parsed = parseTransitionTime(tt)
    if ('value' in parsed) transitionTime = parsed.value
    else problems.push(`Ignored transition_time=${tt}: ${parsed.error}.`)
  }
  const url = params.get('data_url')?.trim()
  return { transitionTime, linkExistingRel: params.get('link_existing_rel') === '1', dataUrl: url || null, problems }
}
