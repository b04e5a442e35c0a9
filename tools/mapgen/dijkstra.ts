// A deterministic Dijkstra (ties broken by node index) over any graph given by a neighbour function.

export type Step = { to: number; cost: number }

// Heap slots are read only below its size; dist and prev have a slot for every node of the graph.
class Heap {
  private readonly cost: number[] = []
  private readonly node: number[] = []
  get size(): number {
    return this.node.length
  }
  private less(i: number, j: number): boolean {
    return this.cost[i]! < this.cost[j]! || (this.cost[i] === this.cost[j] && this.node[i]! < this.node[j]!)
  }
  private swap(i: number, j: number): void {
    ;[this.cost[i], this.cost[j]] = [this.cost[j]!, this.cost[i]!]
    ;[this.node[i], this.node[j]] = [this.node[j]!, this.node[i]!]
  }
  push(c: number, n: number): void {
    this.cost.push(c)
    this.node.push(n)
    let i = this.node.length - 1
    while (i > 0) {
      const p = (i - 1) >> 1
      if (!this.less(i, p)) break
      this.swap(i, p)
      i = p
    }
  }
  pop(): [number, number] {
    const top: [number, number] = [this.cost[0]!, this.node[0]!]
    const last = this.node.length - 1
    this.swap(0, last)
    this.cost.pop()
    this.node.pop()
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < this.node.length && this.less(l, m)) m = l
      if (r < this.node.length && this.less(r, m)) m = r
      if (m === i) break
      this.swap(i, m)
      i = m
    }
    return top
  }
}

/** Cheapest path from any source to the first target reached; null when none is reachable. */
export function shortestPath(
  n: number,
  sources: number[],
  isTarget: (v: number) => boolean,
  steps: (v: number) => Step[],
): number[] | null {
  const dist = new Float64Array(n).fill(Infinity)
  const prev = new Int32Array(n).fill(-1)
  const heap = new Heap()
  for (const s of sources) {
    dist[s] = 0
    heap.push(0, s)
  }
  while (heap.size) {
    const [c, v] = heap.pop()
    if (c > dist[v]!) continue
    if (isTarget(v)) {
      const path = [v]
      while (prev[path[0]!]! >= 0) path.unshift(prev[path[0]!]!)
      return path
    }
    for (const { to, cost } of steps(v)) {
      const nc = c + cost
      if (nc < dist[to]!) {
        dist[to] = nc
        prev[to] = v
        heap.push(nc, to)
      }
    }
  }
  return null
}
