/**
 * The record ids of an export, each id of the data → the id written. People who keep their own id (nearly all) are not
 * entries: `get` and `has` answer for them from the plan's people, which spares a Map entry and a Set entry per person
 * (measured in bench/NOTES.md). An entry, when there is one, comes first, as it did when people were entries too.
 */
export class ExportIdMap extends Map<string, string> {
  /** `keeps(id)`: whether `id` is written as itself with no entry (a person who keeps it, or a reserved id). */
  constructor(private readonly keeps: (id: string) => boolean) {
    super()
  }

  override get(id: string): string | undefined {
    const v = super.get(id)
    return v !== undefined ? v : this.keeps(id) ? id : undefined
  }

  override has(id: string): boolean {
    return super.has(id) || this.keeps(id)
  }
}
