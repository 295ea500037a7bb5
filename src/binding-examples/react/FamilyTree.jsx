// The official React component: the main person is the app's state, a select sets it, a click on a card reports it.
import { useState } from 'react'
import { FamilyChart } from 'family-chart/react'
import 'family-chart/styles/family-chart.css'

const nameOf = (person) => [person.data['first name'], person.data['last name']].filter(Boolean).join(' ')
const cardDisplay = [['first name', 'last name'], ['birthday']]

export default function FamilyTree({ people }) {
  const [mainId, setMainId] = useState(people[0].id)
  const [shown, setShown] = useState(true)

  return (
    <main>
      <h1>Our family</h1>
      <label>
        Main person{' '}
        <select value={mainId} onChange={(e) => setMainId(e.target.value)}>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {nameOf(person)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Hide the tree' : 'Show the tree'}
      </button>
      {shown && (
        <FamilyChart
          data={people}
          mainId={mainId}
          onMainChange={setMainId}
          cardDisplay={cardDisplay}
          transitionTime={500}
          style={{ height: 600, background: 'rgb(33, 33, 33)' }}
        />
      )}
    </main>
  )
}
