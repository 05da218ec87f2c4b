export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The built-in provider's sign-in page (Portuguese). */
export function loginPage(opts: { action: string; email?: string; error?: string }): string {
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entrar</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6fa; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(360px, 90vw); }
  h1 { color: #1c4374; font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #bbb; border-radius: 4px; font-size: 1rem; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; background: #1c4374; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  .error { color: #b00020; background: #fdecee; padding: .5rem; border-radius: 4px; }
</style>
</head>
<body>
<main>
<h1>Entrar</h1>
${error}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required autofocus value="${escapeHtml(opts.email ?? '')}">
  <label for="password">Senha</label>
  <input id="password" name="password" type="password" required>
  <button type="submit">Entrar</button>
</form>
</main>
</body>
</html>`;
}
