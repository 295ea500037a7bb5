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
  /**
   * Room for `count` more numbers: returns the array to write them to from `length` on (the caller then moves
   * `length`). A loop that writes a run of numbers with its own index avoids a call per number.
   */
  reserve(count: number): Int32Array {
    while (this.length + count > this.items.length) this.items = doubled(this.items)
    return this.items
  }
}
