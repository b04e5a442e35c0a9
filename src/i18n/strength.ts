// The items of an attack or defence strength (CBT.5, CBT.6, ART.4, CMD.1) in words.
import type { Combat } from '../engine'
import type { Lang } from './lang'
import { latinLabel } from './latin'
import { TARGET_LABEL } from './terms'

export function formatStrengthLine(l: Combat.StrengthLine, lang: Lang): string {
  const label = l.label === undefined ? '' : lang === 'en' ? latinLabel(l.label) : l.label
  const ru = lang === 'ru'
  switch (l.code) {
    case 'unit':
      return ru ? `${label}: сила` : `${label}: strength`
    case 'cavalry-vs-demoralized':
      return ru
        ? `${label}: кавалерия против деморализованной пехоты`
        : `${label}: cavalry against demoralized infantry`
    case 'cavalry-vs-infantry':
      return ru
        ? `${label}: кавалерия против пехоты в боевом порядке`
        : `${label}: cavalry against infantry in good order`
    case 'battery':
      return ru ? `${label}: сила батареи` : `${label}: battery strength`
    case 'battery-range': {
      const target = l.target ? TARGET_LABEL[l.target][lang] : ''
      return ru ? `${label}: дальность ${l.range}, цель — ${target}` : `${label}: range ${l.range}, target ${target}`
    }
    case 'commander': {
      const name = l.commander?.[lang] ?? ''
      return ru ? `${name}: рейтинг командующего` : `${name}: commander's rating`
    }
    case 'defender-limbered':
      return ru ? `${label}: батарея на передках (сила в скобках)` : `${label}: limbered battery (bracketed strength)`
    case 'defender-demoralized':
      return ru ? `${label}: деморализована (оборотная сторона)` : `${label}: demoralized (back value)`
    case 'brush':
      return ru ? 'Кустарник' : 'Brush'
    case 'village':
      return ru ? 'Деревня' : 'Village'
    case 'redoubt-below':
      return ru ? 'Укрепление, все атакующие ниже' : 'Redoubt, every attacker below'
    case 'redoubt':
      return ru ? 'Укрепление' : 'Redoubt'
    case 'high-ground':
      return ru ? 'Высота: все атакующие ниже' : 'High ground: every attacker below'
    case 'battery-vs-infantry':
      return ru ? 'Батарея к бою против атаки с пехотой' : 'Unlimbered battery against an attack with infantry'
  }
}
