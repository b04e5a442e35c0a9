// The actions hooks' selector (src/ui/storeActions.ts): a store's functions, as one object that stays the same while
// they do, so that a component taking them never re-renders for them.
import { describe, expect, it } from 'vitest'
import { create } from 'zustand'
import { actionsOf, actionsSelector } from '../../src/ui/storeActions'

interface Counter {
  n: number
  label: string
  bump(): void
  rename(label: string): void
}

const counter = () =>
  create<Counter>()((set) => ({
    n: 0,
    label: 'a',
    bump: () => set((s) => ({ n: s.n + 1 })),
    rename: (label) => set({ label }),
  }))

describe("a store's actions", () => {
  it('are the functions of its state, and nothing else', () => {
    const store = counter()
    expect(Object.keys(actionsOf(store.getState())).sort()).toEqual(['bump', 'rename'])
  })

  it('are the same object however the state changes', () => {
    const store = counter()
    const select = actionsSelector<Counter>()
    const first = select(store.getState())
    store.getState().bump()
    store.getState().rename('b')
    expect(select(store.getState())).toBe(first)
    first.bump()
    expect(store.getState().n).toBe(2)
  })

  it('are a new object when an action is replaced', () => {
    const store = counter()
    const select = actionsSelector<Counter>()
    const first = select(store.getState())
    const bump = () => undefined
    store.setState({ bump })
    const next = select(store.getState())
    expect(next).not.toBe(first)
    expect(next.bump).toBe(bump)
  })
})
