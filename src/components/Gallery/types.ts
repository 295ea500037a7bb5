/** The gallery's data, as the example-gallery plugin writes it. */

export interface GalleryExample {
  route: string
  path: string
  title: string
  label: string
  description: string
  /** Site-relative path of the thumbnail, or null when it has not been made yet. */
  thumbnail: string | null
}

export interface GalleryGroup {
  id: 'old' | 'new' | 'add'
  label: string
  title: string
  blurb: string
  examples: GalleryExample[]
}
