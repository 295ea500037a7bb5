/** The public surface of family-chart. */
import * as f3 from './namespace'
export * from './namespace'
export default f3
