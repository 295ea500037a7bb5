// The app's entry: the people from data.json, then the FamilyTree component.
import { createRoot } from 'react-dom/client'
import FamilyTree from './FamilyTree.jsx'

fetch('data.json')
  .then((response) => response.json())
  .then((people) => createRoot(document.getElementById('app')).render(<FamilyTree people={people} />))
