/** Seeded randomness of the million-person family: the same numbers for the same seed, in any browser or in Node. */

/** mulberry32: a small 32-bit PRNG; floats in [0, 1). Used once, to draw the family's pattern. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return function random() {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A 32-bit hash of a person's number and a purpose (`salt`): the person's own random draw for one attribute, the
 * same whenever they are made, without a generator state to replay.
 */
export function hashOf(n: number, salt: number, seed: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35) ^ seed
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return (h ^ (h >>> 16)) >>> 0
}
