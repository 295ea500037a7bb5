/** A growing list of whole numbers in one typed array that doubles when full (see adjacency.ts for why typed). */
import { doubled } from './adjacency'

export class IntList {
  items: Int32Array
  length = 0
  constructor(capacity = 64) {
    this.items = new Int32Array(Math.max(64, capacity))
  }
  push(v: number): void {
    if (this.length === this.items.length) this.items = doubled(this.items)
    this.items[this.length++] = v
  }
}
