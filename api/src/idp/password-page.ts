import { escapeHtml, loginLocale, type LoginLocale } from './login-page.js';
import { MIN_PASSWORD_LENGTH } from './password-tokens.js';

type Key =
  | 'title'
  | 'intro'
  | 'password'
  | 'confirm'
  | 'submit'
  | 'tooShort'
  | 'mismatch'
  | 'invalid'
  | 'done'
  | 'signIn';

/** The set-password page's texts (a new coordinator's invitation link), in every language of the product. */
export const PASSWORD_TEXTS: Record<LoginLocale, Record<Key, string>> = {
  'pt-BR': {
    title: 'Escolher senha',
    intro: 'Escolha a senha da conta {email}.',
    password: 'Nova senha',
    confirm: 'Repita a senha',
    submit: 'Salvar senha',
    tooShort: `A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    mismatch: 'As senhas não coincidem.',
    invalid:
      'Este link não é mais válido (já foi usado ou passou de 48 horas). Peça um novo convite ao administrador.',
    done: 'Senha salva. Entre com seu e-mail e a nova senha.',
    signIn: 'Ir para a página de entrada',
  },
  es: {
    title: 'Elegir contraseña',
    intro: 'Elige la contraseña de la cuenta {email}.',
    password: 'Nueva contraseña',
    confirm: 'Repite la contraseña',
    submit: 'Guardar contraseña',
    tooShort: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    mismatch: 'Las contraseñas no coinciden.',
    invalid:
      'Este enlace ya no es válido (ya se usó o pasaron más de 48 horas). Pide una nueva invitación al administrador.',
    done: 'Contraseña guardada. Inicia sesión con tu correo electrónico y la nueva contraseña.',
    signIn: 'Ir a la página de inicio de sesión',
  },
  'pt-PT': {
    title: 'Escolher palavra-passe',
    intro: 'Escolha a palavra-passe da conta {email}.',
    password: 'Nova palavra-passe',
    confirm: 'Repita a palavra-passe',
    submit: 'Guardar palavra-passe',
    tooShort: `A palavra-passe deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    mismatch: 'As palavras-passe não coincidem.',
    invalid:
      'Esta ligação já não é válida (já foi usada ou passaram mais de 48 horas). Peça um novo convite ao administrador.',
    done: 'Palavra-passe guardada. Entre com o seu e-mail e a nova palavra-passe.',
    signIn: 'Ir para a página de entrada',
  },
};

/** The page's language: `?lang=` (the invitation's), else pt-BR. */
export const passwordLocale = (lang: unknown): LoginLocale => loginLocale(lang);

const STYLE = `body { font-family: system-ui, sans-serif; background: #f4f6fa; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(360px, 90vw); }
  h1 { color: #1c4374; font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #bbb; border-radius: 4px; font-size: 1rem; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; background: #1c4374; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; }
  .error { color: #b00020; background: #fdecee; padding: .5rem; border-radius: 4px; }
  a { color: #1c4374; }`;

/**
 * The set-password page: the form (with an error), the link that no longer works, or the password
 * saved with a link to sign in.
 */
export function passwordPage(opts: {
  locale: LoginLocale;
  state: 'form' | 'invalid' | 'done';
  action?: string;
  email?: string;
  error?: 'tooShort' | 'mismatch';
  appUrl: string;
}): string {
  const t = PASSWORD_TEXTS[opts.locale];
  let content: string;
  if (opts.state === 'invalid') content = `<p class="error" role="alert">${escapeHtml(t.invalid)}</p>`;
  else if (opts.state === 'done')
    content = `<p role="status">${escapeHtml(t.done)}</p><p><a href="${escapeHtml(opts.appUrl)}">${escapeHtml(t.signIn)}</a></p>`;
  else
    content = `<p>${escapeHtml(t.intro.replace('{email}', opts.email ?? ''))}</p>
${opts.error ? `<p class="error" role="alert">${escapeHtml(t[opts.error])}</p>` : ''}
<form method="post" action="${escapeHtml(opts.action ?? '')}">
  <label for="password">${escapeHtml(t.password)}</label>
  <input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required autofocus>
  <label for="confirm">${escapeHtml(t.confirm)}</label>
  <input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
  <button type="submit">${escapeHtml(t.submit)}</button>
</form>`;
  return `<!doctype html>
<html lang="${opts.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
  ${STYLE}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
${content}
</main>
</body>
</html>`;
}
