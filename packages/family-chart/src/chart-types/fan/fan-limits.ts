/** The limits of the fan's settings, apart from fan-options.ts: the fan feature clamps with them before its bulk loads. */
/** The limits and defaults of the fan's settings. @since next */
export const FAN_LIMITS = {
  ancestryDepth: { min: 2, max: 12, default: 4 },
  progenyDepth: { min: 0, max: 12, default: 0 },
  degrees: { min: 180, max: 360, default: 360 },
  /** The smallest arc the descendants get: with them, the ancestors' arc is at most 360 minus this. */
  minProgenyDegrees: 120,
} as const
