// The first screen of a first visit in Russian as HTML, made at build time (tools/firstScreenHtml.ts runs this in
// Node through Vite): the app started as a first visit starts it (no storage, no link: the historical scenario, the
// default seed), drawn by React's server renderer. The page shows it before its code arrives and React adopts it
// (main.tsx), so it is the same tree (Root) from the same state: React reads every store's starting state while it
// adopts the HTML, here as in the page.
import { renderToString } from 'react-dom/server'
import { loadLang } from '../../i18n'
import { prepareStart, startApp } from '../../store/app'
import { startUi, useUi } from '../../store/ui'
import { Root } from '../Root'

export async function renderFirstScreen(): Promise<string> {
  await loadLang('ru')
  prepareStart()
  await startApp()
  // In Russian whatever the build machine's own language (a newer Node has a navigator with it), and a first visit's
  // screen: the welcome over the new game. Anything else is not the screen the page may show (opensOnFirstScreen).
  startUi({ lang: 'ru' })
  if (useUi.getState().dialog !== 'welcome') throw new Error('the first screen is made as a first visit: no welcome')
  const html = renderToString(<Root />)
  if (!html.includes('class="app" lang="ru"') || !html.includes('data-testid="welcome-dialog"'))
    throw new Error('the first screen is not the Russian welcome over the board')
  return html
}
