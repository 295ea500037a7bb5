// The edit tree's modes as data: each action's next mode and the steps it asks for, without a DOM.
import { nextMode, VIEW, type EditMode } from '../../src/features/editing/edit-mode'

const adding: EditMode = { kind: 'adding', personId: 'me', genderAtStart: 'M' }
const removing: EditMode = { kind: 'removing', personId: 'me' }
const click = (personId: string, placeholder = false) => ({
  type: 'open' as const,
  personId,
  placeholder,
  byClick: true,
})

describe('a card click', () => {
  it('in view mode opens the person and makes them main', () => {
    expect(nextMode(VIEW, click('dad'))).toEqual({
      mode: VIEW,
      steps: [
        { kind: 'openForm', personId: 'dad' },
        { kind: 'makeMain', personId: 'dad' },
      ],
    })
  })
  it('open() from page code in view mode only opens the form', () => {
    expect(nextMode(VIEW, { type: 'open', personId: 'dad', placeholder: false, byClick: false }).steps).toEqual([
      { kind: 'openForm', personId: 'dad' },
    ])
  })
  it('while adding, on another person: leaves the mode (placeholders go, gender as it was), makes them main, opens their form', () => {
    expect(nextMode(adding, click('wife'))).toEqual({
      mode: VIEW,
      steps: [
        { kind: 'dropPlaceholders', personId: 'me', genderAtStart: 'M' },
        { kind: 'makeMain', personId: 'wife' },
        { kind: 'openForm', personId: 'wife' },
      ],
    })
  })
  it('while adding, open() from page code for another person also makes them main, as 0.8 / 0.9 do', () => {
    const { mode, steps } = nextMode(adding, { type: 'open', personId: 'wife', placeholder: false, byClick: false })
    expect(mode).toEqual(VIEW)
    expect(steps).toContainEqual({ kind: 'makeMain', personId: 'wife' })
  })
  it('while adding, on a placeholder or on the person themselves: the mode stays and the form opens', () => {
    expect(nextMode(adding, click('new-son', true))).toEqual({
      mode: adding,
      steps: [{ kind: 'openForm', personId: 'new-son' }],
    })
    expect(nextMode(adding, click('me'))).toEqual({ mode: adding, steps: [{ kind: 'openForm', personId: 'me' }] })
  })
  it('while removing, on another person: removes that relation, no form, no new main', () => {
    expect(nextMode(removing, click('wife'))).toEqual({
      mode: removing,
      steps: [{ kind: 'removeRelation', personId: 'me', relativeId: 'wife' }],
    })
  })
  it('while removing, on the person themselves: leaves the mode and opens their form', () => {
    expect(nextMode(removing, click('me'))).toEqual({
      mode: VIEW,
      steps: [
        { kind: 'openForm', personId: 'me' },
        { kind: 'makeMain', personId: 'me' },
      ],
    })
  })
})

describe('starting and leaving modes', () => {
  it('add-relative mode makes the person main and draws placeholders, after leaving a mode for someone else', () => {
    expect(nextMode(VIEW, { type: 'startAdding', personId: 'me', gender: 'F' })).toEqual({
      mode: { kind: 'adding', personId: 'me', genderAtStart: 'F' },
      steps: [
        { kind: 'makeMain', personId: 'me' },
        { kind: 'addPlaceholders', personId: 'me' },
      ],
    })
    expect(
      nextMode({ ...adding, personId: 'dad' }, { type: 'startAdding', personId: 'me', gender: 'M' }).steps[0],
    ).toEqual({ kind: 'dropPlaceholders', personId: 'dad', genderAtStart: 'M' })
  })
  it('remove-relation mode leaves add-relative mode first', () => {
    expect(nextMode(adding, { type: 'startRemoving', personId: 'me' })).toEqual({
      mode: removing,
      steps: [{ kind: 'dropPlaceholders', personId: 'me', genderAtStart: 'M' }],
    })
  })
  it('cancel leaves only its own mode', () => {
    expect(nextMode(adding, { type: 'cancelAdding' }).mode).toEqual(VIEW)
    expect(nextMode(removing, { type: 'cancelAdding' })).toEqual({ mode: removing, steps: [] })
    expect(nextMode(removing, { type: 'cancelRemoving' }).mode).toEqual(VIEW)
    expect(nextMode(adding, { type: 'cancelRemoving' })).toEqual({ mode: adding, steps: [] })
    expect(nextMode(VIEW, { type: 'cancelAdding' })).toEqual({ mode: VIEW, steps: [] })
  })
  it("a saved gender of the person relatives are added to is what Cancel keeps; anyone else's changes nothing", () => {
    expect(nextMode(adding, { type: 'savedGender', personId: 'me', gender: 'F' }).mode).toEqual({
      ...adding,
      genderAtStart: 'F',
    })
    expect(nextMode(adding, { type: 'savedGender', personId: 'wife', gender: 'F' }).mode).toBe(adding)
  })
  it('undo, redo and a removed relation end every mode without steps', () => {
    for (const mode of [VIEW, adding, removing])
      expect(nextMode(mode, { type: 'reset' })).toEqual({ mode: VIEW, steps: [] })
  })
})
