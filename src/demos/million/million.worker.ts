/**
 * Web Worker of the 'A million people' demo: makes people of the generated family on request, off the page's main
 * thread, and builds the name index once the first people are sent (so the first search does not wait for it).
 */
import { answer, createMillionFamily, type MillionRequest } from './protocol'

const family = createMillionFamily()
let indexQueued = false

self.addEventListener('message', (event: MessageEvent<MillionRequest>) => {
  self.postMessage(answer(family, event.data))
  if (!indexQueued) {
    indexQueued = true
    setTimeout(() => family.nameIndex(), 0)
  }
})
