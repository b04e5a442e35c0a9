import { describe, expect, it } from 'vitest'
import { at, must } from './must'

describe('checked lookups for tests', () => {
  it('must returns a present value and fails naming what is missing', () => {
    expect(must(0, 'a count')).toBe(0)
    expect(must('', 'a text')).toBe('')
    expect(() => must(undefined, 'unit fr1')).toThrow('expected unit fr1, found undefined')
    expect(() => must(null, 'a hex')).toThrow('expected a hex, found null')
  })
  it('at returns the element and fails naming the index and the length', () => {
    expect(at(['a', 'b'], 1)).toBe('b')
    expect(at(['a', 'b'], -1)).toBe('b')
    expect(() => at([], 0)).toThrow('expected an element at index 0, found 0 element(s)')
    expect(() => at(['a'], 1)).toThrow('expected an element at index 1, found 1 element(s)')
    expect(() => at(['a'], -2)).toThrow('expected an element at index -2, found 1 element(s)')
  })
})
