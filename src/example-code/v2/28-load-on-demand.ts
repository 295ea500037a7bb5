// v2 example 28: a family too big to load at once, asked for person by person from a (fake, slow) server as the user
// moves: Loading… cards, Retry after a failure, a cache of bounded size.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  loadsOnDemand: true,
  css: `.f3 .source-panel {
  position: absolute; top: 10px; right: 10px; z-index: 2; max-width: calc(100% - 20px);
  display: flex; flex-direction: column; gap: 4px; padding: 8px 12px; border-radius: 6px;
  background: rgba(40, 40, 40, 0.95); color: #fff; font-size: 14px;
}
.f3 .source-panel label { display: flex; align-items: center; gap: 6px; min-height: 24px; cursor: pointer; }
.f3 .source-panel input { width: 18px; height: 18px; }
.f3 .source-status { font-size: 12px; color: #ddd; }`,
  code: `function create(data) {
  // The "server": 2,047 people over eleven generations around the first person of data.json. In your app this is a
  // database behind an API (see the Load on demand guide); here it answers after a delay, or fails when asked to.
  const server = makeFamily(data[0], 2047)
  const network = { slow: false, failing: false, requests: 0 }
  const source = {
    load(ids) {
      network.requests++
      const delay = network.slow ? 2000 : 400
      return new Promise((resolve, reject) => setTimeout(() => {
        if (network.failing) reject(new Error('The server did not answer'))
        else resolve(ids.map((id) => server.get(id)).filter(Boolean).map((d) => JSON.parse(JSON.stringify(d))))
      }, delay))
    },
    search(text) {
      const q = text.toLowerCase()
      const found = [...server.values()].filter((d) => (d.data['first name'] + ' ' + d.data['last name']).toLowerCase().includes(q))
      return new Promise((resolve) => setTimeout(() => resolve(found.slice(0, 20)), 200))
    },
  }

  // The chart starts empty: the source brings the main person and their relatives as the view needs them.
  const f3Chart = f3.createChart('#FamilyChart', [])
    .setTransitionTime(600)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setAncestryDepth(2)
    .setProgenyDepth(2)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setMiniTree(true)

  f3Chart.setPersonDropdown((d) => d.data['first name'] + ' ' + d.data['last name'], { placeholder: 'Search the server' })

  f3Chart.setDataSource(source, {
    cacheSize: 60,
    onError: (error) => { lastError = error.message },
  })
  f3Chart.setAfterUpdate(() => showStats())

  // Controls to try the slow and failing cases, and a line with what the chart holds.
  const panel = document.createElement('div')
  panel.className = 'source-panel'
  const checkbox = (text, key) => {
    const label = document.createElement('label')
    const input = document.createElement('input')
    input.type = 'checkbox'
    input.addEventListener('change', () => { network[key] = input.checked })
    label.append(input, text)
    panel.append(label)
  }
  checkbox('Slow network (2 s)', 'slow')
  checkbox('Simulate network failure', 'failing')
  const status = document.createElement('div')
  status.className = 'source-status'
  status.setAttribute('role', 'status')
  panel.append(status)
  f3Chart.cont.append(panel)
  let lastError = ''
  const showStats = () => {
    const s = f3Chart.getDataSourceStats()
    const failure = s.failed ? ' · Could not load: ' + lastError + '. Use Retry on a card.' : ''
    status.textContent = 'In memory: ' + s.cached + ' of at most ' + s.cacheSize + ' people · evicted: ' + s.evicted + ' · requests: ' + network.requests + failure
  }

  f3Chart.updateMainId('p1')
  f3Chart.updateTree({ initial: true })

  // Person p<n>'s parents are p<2n> and p<2n+1>; each couple has a second child, s<n>. Names repeat every 23 people.
  function makeFamily(first, size) {
    const men = ['Arthur', 'Ben', 'Carl', 'David', 'Emil', 'Frank', 'George', 'Hugo', 'Ivan', 'Jack', 'Karl', 'Leo', 'Max',
      'Noah', 'Oscar', 'Paul', 'Quinn', 'Ralph', 'Sam', 'Tom', 'Victor', 'Walter', 'Yann']
    const women = ['Ada', 'Bella', 'Clara', 'Dora', 'Edith', 'Flora', 'Grace', 'Helen', 'Iris', 'June', 'Kate', 'Laura', 'Mia',
      'Nora', 'Olive', 'Pia', 'Rose', 'Sara', 'Tess', 'Una', 'Vera', 'Wanda', 'Zoe']
    const surnames = ['Holm', 'Lund', 'Berg', 'Moor', 'Falk', 'Nash', 'Wren', 'Cole', 'Hart', 'Dale', 'Shaw']
    const surnameOf = (n) => (n === 1 ? first.data['last name'] : n % 2 === 0 ? surnameOf(n / 2) : surnames[n % surnames.length])
    const person = (id, n, gender, generation, family = n) => ({
      id,
      data: { gender, 'first name': (gender === 'M' ? men : women)[n % 23], 'last name': surnameOf(family), birthday: String(1990 - 30 * generation) },
      rels: { spouses: [], children: [] },
    })
    const people = new Map()
    for (let n = 1; n <= size; n++) {
      const generation = Math.floor(Math.log2(n))
      const d = n === 1 ? { id: 'p1', data: { ...first.data }, rels: { spouses: [], children: [] } } : person('p' + n, n, n % 2 ? 'F' : 'M', generation)
      if (n > 1) {
        d.rels.spouses = ['p' + (n % 2 ? n - 1 : n + 1)]
        d.rels.children = ['p' + Math.floor(n / 2), 's' + Math.floor(n / 2)]
      }
      if (2 * n + 1 <= size) {
        d.rels.father = 'p' + 2 * n
        d.rels.mother = 'p' + (2 * n + 1)
        const sibling = person('s' + n, n + 11, n % 2 ? 'M' : 'F', generation, n)
        sibling.rels.father = 'p' + 2 * n
        sibling.rels.mother = 'p' + (2 * n + 1)
        people.set(sibling.id, sibling)
      }
      people.set(d.id, d)
    }
    return people
  }
}`,
}

export default example
