/** Shapes of the Wikidata answers the explorer reads and of the person it builds from them. */

/** One claim reduced to what the explorer uses: which property, which item it points at. */
export interface WikiClaim {
  property: string
  value: string
}

/** A Wikidata person as the explorer keeps it. */
export interface WikiPerson {
  wiki_id: string
  label: string
  desc: string
  /** Commons file name from P18 until resolved, then an image URL; '' when none. */
  avatar: string
  claims: WikiClaim[]
}

export interface WikiLangValue {
  language: string
  value: string
}

export interface WikiSnakValue {
  mainsnak?: {
    snaktype?: string
    datavalue?: { value?: { id?: string } | string | unknown; type?: string }
  }
  rank?: 'preferred' | 'normal' | 'deprecated'
}

export interface WikiEntity {
  id?: string
  missing?: string
  labels?: Record<string, WikiLangValue>
  descriptions?: Record<string, WikiLangValue>
  claims?: Record<string, WikiSnakValue[]>
}

export interface WbGetEntitiesAnswer {
  entities?: Record<string, WikiEntity>
  error?: { code?: string; info?: string }
}

export interface WbSearchAnswer {
  search?: { id: string; label?: string; description?: string }[]
}

/** A search option: what the box shows and the Q-id it selects. */
export interface SearchOption {
  label: string
  value: string
}
