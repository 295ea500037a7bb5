// <family-chart> in a plain page: importing the entry defines the element; the people are its data property, the
// main person its main-id attribute, and the user's clicks come back as mainchange events.
import 'family-chart/element'
import 'family-chart/styles/family-chart.css'

const tree = document.getElementById('tree')
const select = document.getElementById('main-person')
const toggle = document.getElementById('toggle')
const nameOf = (person) => [person.data['first name'], person.data['last name']].filter(Boolean).join(' ')

fetch('data.json')
  .then((response) => response.json())
  .then((people) => {
    for (const person of people) select.append(new Option(nameOf(person), person.id))
    tree.cardDisplay = [['first name', 'last name'], ['birthday']]
    tree.data = people
  })

select.addEventListener('change', () => tree.setAttribute('main-id', select.value))
tree.addEventListener('mainchange', (event) => {
  select.value = event.detail.id
})

// Taking the element out of the page destroys its chart; putting it back draws it again.
toggle.addEventListener('click', () => {
  if (tree.isConnected) tree.remove()
  else toggle.after(tree)
  toggle.textContent = tree.isConnected ? 'Hide the tree' : 'Show the tree'
})
