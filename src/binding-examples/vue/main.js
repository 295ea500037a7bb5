// The app's entry: the people from data.json, then the FamilyTree component.
import { createApp } from 'vue'
import FamilyTree from './FamilyTree.vue'

fetch('data.json')
  .then((response) => response.json())
  .then((people) => createApp(FamilyTree, { people }).mount('#app'))
