/**
 * For pages whose body comes from a theme we do not own (the search page): asks the Layout wrapper to put that body
 * in a <main> landmark.
 */
import React, { createContext, useContext } from 'react'

const WantsMain = createContext(false)

/** Everything inside is rendered by a Layout whose children go into <main>. */
export function WithMainLandmark({ children }: { children: React.ReactNode }): React.JSX.Element {
  return <WantsMain.Provider value>{children}</WantsMain.Provider>
}

export const useWantsMainLandmark = (): boolean => useContext(WantsMain)
