/** Test helper: reads a demo data file from static/data and finds people by their full name. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Data } from 'family-chart'
import { personName } from './relations'

export function loadDemoData(file: string): Data {
  return JSON.parse(readFileSync(join(__dirname, '..', '..', 'static', 'data', file), 'utf8')) as Data
}

/** `idOf('Sara Holm')`: the id of the one person with that full name (throws when there is not exactly one). */
export function namedIds(data: Data): (name: string) => string {
  return (name) => {
    const hits = data.filter((d) => personName(d) === name)
    if (hits.length !== 1) throw new Error(`${hits.length} people named ${name}`)
    return hits[0].id
  }
}
