// What the page says when the game's code cannot be loaded (offline before the service worker has it, a deploy in
// between): in both languages, for no strings have arrived, with a reload button. Shown by main.tsx when a chunk of
// the start fails, and by the first screen's inline script when the app's own module does (firstScreenScript).
export const LOAD_FAILED_HTML =
  '<div class="load-failed" data-testid="load-failed" role="alert" style="padding:2em;font:16px sans-serif">' +
  '<p>Игру не удалось загрузить (нет сети?).</p><p>The game could not be loaded (offline?).</p>' +
  '<button type="button">Обновить страницу · Reload</button></div>'
