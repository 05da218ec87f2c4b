export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type LoginLocale = 'pt-BR' | 'es' | 'pt-PT';

/** The sign-in page's texts in every language of the product. */
export const LOGIN_TEXTS: Record<
  LoginLocale,
  Record<'title' | 'email' | 'password' | 'submit' | 'invalid' | 'locked', string>
> = {
  'pt-BR': {
    title: 'Entrar',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    invalid: 'E-mail ou senha inválidos',
    locked: 'Muitas tentativas sem sucesso para este e-mail. Aguarde {time} e tente novamente.',
  },
  es: {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    invalid: 'Correo electrónico o contraseña no válidos',
    locked: 'Demasiados intentos fallidos para este correo electrónico. Espere {time} y vuelva a intentarlo.',
  },
  'pt-PT': {
    title: 'Entrar',
    email: 'E-mail',
    password: 'Palavra-passe',
    submit: 'Entrar',
    invalid: 'E-mail ou palavra-passe inválidos',
    locked: 'Demasiadas tentativas falhadas para este e-mail. Aguarde {time} e tente novamente.',
  },
};

/** A wait in words ("30 segundos", "2 minutos"): the same words in pt-BR, es and pt-PT. */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? 'segundo' : 'segundos'}`;
  const m = Math.ceil(s / 60);
  return `${m} ${m === 1 ? 'minuto' : 'minutos'}`;
}

/** The first of the client's `ui_locales` (space-separated, in order of preference) the page speaks; pt-BR otherwise. */
export function loginLocale(uiLocales: unknown): LoginLocale {
  const wanted = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  for (const tag of wanted) {
    const exact = (Object.keys(LOGIN_TEXTS) as LoginLocale[]).find(
      (l) => l.toLowerCase() === tag.toLowerCase(),
    );
    if (exact) return exact;
    if (/^es(-|$)/i.test(tag)) return 'es';
    if (/^pt(-|$)/i.test(tag)) return 'pt-BR';
  }
  return 'pt-BR';
}

/** The built-in provider's sign-in page, in the language the app asked for (`ui_locales`). */
export function loginPage(opts: {
  action: string;
  email?: string;
  invalid?: boolean;
  /** The e-mail is refused for this many seconds more (too many failed passwords). */
  lockedSeconds?: number;
  locale?: LoginLocale;
}): string {
  const locale = opts.locale ?? 'pt-BR';
  const t = LOGIN_TEXTS[locale];
  const message =
    opts.lockedSeconds !== undefined
      ? t.locked.replace('{time}', waitInWords(opts.lockedSeconds))
      : opts.invalid
        ? t.invalid
        : '';
  const error = message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
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
<h1>${escapeHtml(t.title)}</h1>
${error}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
  <label for="email">${escapeHtml(t.email)}</label>
  <input id="email" name="email" type="email" required autofocus value="${escapeHtml(opts.email ?? '')}">
  <label for="password">${escapeHtml(t.password)}</label>
  <input id="password" name="password" type="password" required>
  <button type="submit">${escapeHtml(t.submit)}</button>
</form>
</main>
</body>
</html>`;
}
