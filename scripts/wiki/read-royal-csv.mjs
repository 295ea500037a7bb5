// Reads the Wikidata royal-houses CSV (item, parent, labels, genders) into persons with parent/child facts.
import { readFileSync } from 'node:fs'

/** Splits one CSV line, honouring double-quoted fields with commas and doubled quotes. */
export function splitCsvLine(line) {
  const fields = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields
}

const qid = (uri) => uri.slice(uri.lastIndexOf('/') + 1)
const gender = (text) => (text === 'male' ? 'M' : text === 'female' ? 'F' : null)

/** Map Q-id → { id, label, gender, parents: Set } built from every row (items and their parents). */
export function readRoyalCsv(path) {
  const rows = readFileSync(path, 'utf8').split(/\r?\n/).slice(1).filter(Boolean).map(splitCsvLine)
  const persons = new Map()
  const ensure = (id, label, g) => {
    if (!persons.has(id)) persons.set(id, { id, label, gender: g, parents: new Set() })
    const person = persons.get(id)
    if (!person.gender && g) person.gender = g
    return person
  }
  for (const [item, itemLabel, parent, parentLabel, genderLabel, , parentGenderLabel] of rows) {
    if (!item || !parent) continue
    const child = ensure(qid(item), itemLabel, gender(genderLabel))
    ensure(qid(parent), parentLabel, gender(parentGenderLabel))
    child.parents.add(qid(parent))
  }
  return persons
}
