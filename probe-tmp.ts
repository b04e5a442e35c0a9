import { allUnits, borodinoMapData, commanders, historicalScenario } from './src/data/bundled'
import { attackOptions, apply, loadMap, newGameFromScenario } from './src/engine'
const map = loadMap(borodinoMapData); const ctx = { map }
let s = (newGameFromScenario as any)(historicalScenario, map, allUnits, commanders, 1812)
s = s.value; s = apply(ctx, s, {type:"endPhase"}).state
for (const o of attackOptions(ctx, s)) console.log(o.target, o.diff, o.attack, o.defence, JSON.stringify(o.attackers), JSON.stringify(o.batteries))
console.log(s.units['fr-I-5'].hex, s.units['fr-I-4'].hex, s.units['fr-I-4'].demoralized)
import { unitReach, hexId } from './src/engine'
const r:any = unitReach(map, s, 'fr-I-5'); console.log('I-5 cost 1918', r.reach?.cost[hexId(map,'1918' as any)])
const r4:any = unitReach(map, s, 'fr-I-4'); console.log('I-4 cost 1818', r4.reach?.cost[hexId(map,'1818' as any)])
for (const [u,h] of [['fr-I-5','1918'],['fr-I-4','1818']]) {
  const ss = apply(ctx, s, { type: 'move', unit: u, path: [] as any, to: h } as any)
  console.log(u, ss.ok ? 'ok' : ss.refusal.text.en)
}
const pathTo = (st:any, u:string, h:string) => { const rr:any = unitReach(map, st, u); let i = hexId(map, h as any); const p:string[]=[]; while(i>=0){p.unshift(map.geo.codes[i]); i=rr.reach.prev[i]} return p }
let t = s
for (const [u,h] of [['fr-I-4','1818']]) {
  const ss = apply(ctx, t, { type: 'move', unit: u, path: pathTo(t,u,h) } as any)
  console.log(u, ss.ok ? 'ok' : ss.refusal.text.en); if (ss.ok) t = ss.state
}
for (const o of attackOptions(ctx, t)) console.log(o.target, o.diff, o.attack, o.defence, JSON.stringify(o.attackers), JSON.stringify(o.batteries))
const r4b:any = unitReach(map, t, 'fr-I-4'); console.log('I-4 cost 1818 after', r4b.reach?.cost[hexId(map,'1818' as any)], r4b.refusal?.text.en)
let q = s
for (let k=0;k<3;k++){ const o = apply(ctx, q, {type:'endPhase'}); if(!o.ok){console.log(o.refusal.text.en);break}; q=o.state; console.log(q.side,q.phase, q.pending.length) }
for (const o of attackOptions(ctx, q).slice(0,4)) console.log(o.target, o.diff, o.attack, o.defence, JSON.stringify(o.attackers), JSON.stringify(o.batteries))
