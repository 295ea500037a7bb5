/**
 * @jest-environment jsdom
 */
// The published data handlers do in ours what they did there, side by side on the same data: they edit the array and
// the people they are given (in place), in the shape the data came in, with the same result.
import { smallFamily } from '../fixtures/small-family'
import { container, f3, PUBLISHED, published } from './published'

const v090 = published('family-chart-published')

/** The data of a version: 0.8.0 takes ours as it is, 0.9.0 its own shape (made by 0.9.0). */
const dataFor = (version: string) => (version === '0.9.0' ? v090.formatData(smallFamily()) : smallFamily())

/**
 * Data for comparing: people by id, relation lists as sorted sets, parents as one list in either shape (a chart's
 * store keeps 0.9 data in the 0.8 shape inside; handlers given 0.9 data keep it in its shape, tested on its own).
 */
function comparable(data: any[]) {
  return [...data]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((d) => {
      const { father, mother, parents, spouses, children } = d.rels
      const set = (list: unknown[] = []) => [...list].filter(Boolean).sort()
      const { main: _main, ...data } = d.data
      return {
        id: d.id,
        data,
        rels: { parents: set(parents ?? [father, mother]), spouses: set(spouses), children: set(children) },
      }
    })
}

describe.each(PUBLISHED)('data handlers, as the published %s', (version, pkg) => {
  const theirs = published(pkg).handlers
  const ours = f3.handlers

  it.each([
    ['a child (the family stays connected: removed)', 'kid'],
    ['a grandfather (removed)', 'gf'],
    ['a father (his parents would be cut off: kept blank, unknown)', 'dad'],
  ])('deletePerson deletes %s in place, with the same result', (_what, id) => {
    const [their, our] = [dataFor(version), dataFor(version)]
    const person = our.find((d: any) => d.id === id)
    const others = our.filter((d: any) => d.id !== id)
    expect(ours.deletePerson(person, our)).toEqual(
      theirs.deletePerson(
        their.find((d: any) => d.id === id),
        their,
      ),
    )
    expect(comparable(our)).toEqual(comparable(their))
    // The same array and the same person objects, as the published handler left them.
    for (const d of others) expect(our).toContain(d)
    // In the shape it came in.
    expect(our.every((d: any) => Array.isArray(d.rels.parents) === (version === '0.9.0'))).toBe(true)
    const kept = their.find((d: any) => d.id === id)
    expect(!!our.find((d: any) => d.id === id)?.unknown).toBe(!!kept?.unknown)
  })

  it('syncRelReference and onDeleteSyncRelReference copy and remove per-spouse fields on the spouse, as theirs', () => {
    const [their, our] = [dataFor(version), dataFor(version)]
    for (const data of [their, our]) data[0].data['marriage_date__ref__wife'] = '1999'
    theirs.syncRelReference(their[0], their)
    ours.syncRelReference(our[0], our)
    expect(our[1].data['marriage_date__ref__me']).toBe('1999')
    expect(comparable(our)).toEqual(comparable(their))
    theirs.onDeleteSyncRelReference(their[0], their)
    ours.onDeleteSyncRelReference(our[0], our)
    expect(our[1].data).not.toHaveProperty('marriage_date__ref__me')
    expect(comparable(our)).toEqual(comparable(their))
  })

  it('submitFormData writes a submitted form into the person and the spouse fields, as theirs', () => {
    const [their, our] = [dataFor(version), dataFor(version)]
    const form = new FormData()
    form.append('first name', 'Samuel')
    form.append('marriage_date__ref__wife', '2001')
    theirs.submitFormData(their[0], their, form)
    ours.submitFormData(our[0], our, form)
    expect(our[0].data['first name']).toBe('Samuel')
    expect(comparable(our)).toEqual(comparable(their))
  })

  it('checkIfConnectedToFirstPerson and checkIfRelativesConnectedWithoutPerson answer as theirs for everyone', () => {
    const [their, our] = [dataFor(version), dataFor(version)]
    for (let i = 0; i < our.length; i++) {
      for (const exclude of [[], ['me'], ['dad'], ['dad', 'mom']]) {
        expect([our[i].id, exclude, ours.checkIfConnectedToFirstPerson(our[i], our, exclude)]).toEqual([
          our[i].id,
          exclude,
          theirs.checkIfConnectedToFirstPerson(their[i], their, exclude),
        ])
      }
      expect([our[i].id, ours.checkIfRelativesConnectedWithoutPerson(our[i], our)]).toEqual([
        our[i].id,
        theirs.checkIfRelativesConnectedWithoutPerson(their[i], their),
      ])
    }
    expect(
      ours.checkIfRelativesConnectedWithoutPerson(
        our.find((d: any) => d.id === 'dad'),
        our,
      ),
    ).toBe(false)
  })

  it('isAllRelativeDisplayed says which cards do not show all their relatives, as theirs', () => {
    const answers = (lib: any, data: any[]) => {
      const tree = lib.calculateTree(data, { main_id: 'kid', ancestry_depth: 1 })
      return Object.fromEntries(
        tree.data.map((d: any) => [d.data.id, lib.handlers.isAllRelativeDisplayed(d, tree.data)]),
      )
    }
    const our = answers(f3, dataFor(version))
    expect(our).toEqual(answers(published(pkg), dataFor(version)))
    expect(Object.values(our)).toContain(false)
  })

  it('calculateDelay staggers cards as theirs: ancestors by generation, then descendants, spouses a step later', () => {
    const tree = {
      data: [{ depth: 0 }, { depth: 1, is_ancestry: true }, { depth: 2, is_ancestry: true }, { depth: 1 }],
    }
    for (const d of [
      { depth: 0 },
      { depth: 0, spouse: {} },
      { depth: 2, is_ancestry: true },
      { depth: 1 },
      { depth: 1, spouse: {} },
      { depth: 3 },
    ]) {
      expect(ours.calculateDelay(tree, d, 1000)).toBeCloseTo(theirs.calculateDelay(tree, d, 1000))
    }
    expect(ours.calculateDelay(tree, { depth: 1 }, 1000)).toBe(1600)
  })

  it('cardChangeMain makes the card main and redraws, as theirs', () => {
    const store = f3.createStore({ data: dataFor(version) })
    let draws = 0
    store.setOnUpdate(() => draws++)
    store.updateTree({})
    expect(ours.cardChangeMain(store, { d: store.getTreeDatum('kid') })).toBe(true)
    expect([store.getMainId(), draws]).toEqual(['kid', 2])
  })

  // Ours has one kind of placeholder; 0.8.0 had two, each with its own clean-up: `to_add` co-parents
  // (removeToAddFromData) and the `_new_rel_data` people of add-relative mode (addRelativeInstance.cleanUp).
  it('removeToAddFromData, cleanupDataJson and removeToAdd remove the placeholders from the data, in place, as both clean-ups did', () => {
    const placeholders = (lib: any, clean: (data: any[], editTree: any) => void) => {
      const chart = lib.createChart(container(), dataFor(version)).setTransitionTime(0)
      chart.setCardHtml()
      const editTree = chart.editTree()
      chart.updateTree({ initial: true })
      editTree.addRelative(chart.store.getDatum('me'))
      const data = chart.store.getData()
      const added = data.length
      clean(data, editTree)
      return { added, left: comparable(data) }
    }
    for (const clean of ['removeToAddFromData', 'cleanupDataJson']) {
      const our = placeholders(f3, (data) => ours[clean](data))
      expect(our.added).toBeGreaterThan(8)
      expect(our.left).toEqual(comparable(dataFor(version)))
      expect(our.left).toEqual(
        placeholders(published(pkg), (data, editTree) => {
          editTree.addRelativeInstance.cleanUp(data)
          theirs[clean](data)
        }).left,
      )
    }
    const one = placeholders(f3, (data) =>
      expect(
        ours.removeToAdd(
          data.find((d: any) => d.to_add),
          data,
        ),
      ).toBe(false),
    )
    expect(one.left.length).toBeGreaterThan(8)
    expect(one.left.length).toBeLessThan(one.added)
  })

  it('moveToAddToAdded makes a placeholder a person like any other', () => {
    const chart = f3.createChart(container(), dataFor(version))
    const editTree = chart.editTree()
    chart.updateTree({ initial: true })
    editTree.addRelative(chart.store.getDatum('me'))
    const placeholder = chart.store.getData().find((d: any) => f3.handlers.isPlaceholder(d))
    expect(ours.moveToAddToAdded(placeholder, chart.store.getData())).toBe(placeholder)
    expect([f3.handlers.isPlaceholder(placeholder), placeholder.to_add]).toEqual([false, undefined])
  })

  it('addNewPerson adds the person to the end of the same array', () => {
    const data = dataFor(version)
    const person = ours.createNewPerson({ data: { gender: 'F' } })
    ours.addNewPerson({ data_stash: data, datum: person })
    expect(data[data.length - 1]).toBe(person)
  })
})

describe('createHistory of the handlers', () => {
  it('steps back and forward through recorded data, puts it in the store and calls onUpdate, as 0.9.0 does', () => {
    const run = (lib: any) => {
      const store = lib.createStore({ data: smallFamily() })
      store.updateTree({})
      const updates: string[] = []
      const history = lib.handlers.createHistory(
        store,
        () => JSON.parse(JSON.stringify(store.getData())),
        () => updates.push(store.getDatum('me').data['first name']),
      )
      history.changed()
      store.getDatum('me').data['first name'] = 'Samuel'
      history.changed()
      const states = [history.canBack(), history.canForward()]
      history.back()
      states.push(history.canBack(), history.canForward())
      history.forward()
      return { updates, states }
    }
    const ours = run(f3)
    expect(ours).toEqual(run(v090))
    expect(ours.updates).toEqual(['Sam', 'Samuel'])
  })
})
