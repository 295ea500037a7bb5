// Builds the wiki explorer's offline stash and search stash from the committed Wikidata royal-houses facts.
// Usage: node scripts/wiki/build-stash-from-csv.mjs [path/to/royal-houses-wikidata.csv]
// Facts used: ids, labels, genders, parentage; spouses follow from shared children. No descriptions or images
// are in the CSV, so stashed persons have none until scripts/wiki/refresh-stash.mjs is run with internet access.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readRoyalCsv } from './read-royal-csv.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const csvPath = process.argv[2] ?? join(root, '..', 'shared', 'data', 'royal-houses-wikidata.csv')
const outDir = join(root, 'static', 'data', 'wiki-stash')
const FILE_SIZE = 250
const GENDER_ITEM = { M: 'Q6581097', F: 'Q6581072' }

const persons = readRoyalCsv(csvPath)
const children = new Map()
const spouses = new Map()
for (const person of persons.values()) {
  for (const parent of person.parents) {
    if (!children.has(parent)) children.set(parent, new Set())
    children.get(parent).add(person.id)
  }
  const [a, b] = [...person.parents]
  if (a && b) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      if (!spouses.has(x)) spouses.set(x, new Set())
      spouses.get(x).add(y)
    }
  }
}

function claims(person) {
  const list = [{ property: 'P31', value: 'Q5' }]
  if (person.gender) list.push({ property: 'P21', value: GENDER_ITEM[person.gender] })
  for (const parent of person.parents) {
    const kind = persons.get(parent)?.gender === 'F' ? 'P25' : 'P22'
    list.push({ property: kind, value: parent })
  }
  for (const spouse of spouses.get(person.id) ?? []) list.push({ property: 'P26', value: spouse })
  for (const child of children.get(person.id) ?? []) list.push({ property: 'P40', value: child })
  return list
}

const ids = [...persons.keys()].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1)))
const map = { persons: {}, labels: {} }
mkdirSync(outDir, { recursive: true })
for (let file = 0; file * FILE_SIZE < ids.length; file++) {
  const slice = ids.slice(file * FILE_SIZE, (file + 1) * FILE_SIZE)
  const personsFile = {}
  const labelsFile = {}
  for (const id of slice) {
    const person = persons.get(id)
    personsFile[id] = { wiki_id: id, label: person.label, desc: '', avatar: '', claims: claims(person) }
    labelsFile[id] = person.label
    map.persons[id] = file
    map.labels[id] = file
  }
  writeFileSync(join(outDir, `persons-${file}.json`), JSON.stringify(personsFile))
  writeFileSync(join(outDir, `labels-${file}.json`), JSON.stringify(labelsFile))
}
writeFileSync(join(outDir, 'stash-map.json'), JSON.stringify(map))

const csvField = (text) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)
const searchLines = ['label,value', ...ids.map((id) => `${csvField(persons.get(id).label)},${id}`)]
writeFileSync(join(root, 'static', 'data', 'wiki_search_stash.csv'), searchLines.join('\n') + '\n')
console.log(`stash: ${ids.length} persons in ${Math.ceil(ids.length / FILE_SIZE)} files`)
