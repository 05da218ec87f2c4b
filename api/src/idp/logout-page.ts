import { escapeHtml } from './login-page.js';

const STYLE = `body { font-family: system-ui, sans-serif; background: #f4f6fa; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: min(360px, 90vw); text-align: center; }
  h1 { color: #1c4374; font-size: 1.4rem; margin-top: 0; }
  button, a.button { display: inline-block; margin-top: 1rem; padding: .7rem 1.2rem; background: #1c4374; color: #fff; border: 0; border-radius: 4px; font-size: 1rem; cursor: pointer; text-decoration: none; }`;

const LOGOUT_INPUT = '<input type="hidden" name="logout" value="yes">';

/**
 * RP-initiated logout page (oidc-provider's `logoutSource`). The user already chose "Sair" in the app,
 * so no confirmation is asked: the provider's form (with its xsrf token) gets `logout=yes` and is
 * submitted by a tiny inline script; without JavaScript a button submits it.
 */
/** The logout page's one inline script (the CSP allows it by its hash: security-headers.ts). */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/** A small page of the provider: the title as heading, the body, and after it an optional script. */
const page = (title: string, body: string, after = '') => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  ${STYLE}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
${after}</body>
</html>`;

export function logoutPage(form: string): string {
  const withLogout = form.includes('</form>') ? form.replace('</form>', `${LOGOUT_INPUT}</form>`) : form;
  return page(
    'Saindo...',
    `${withLogout}
<noscript><button type="submit" form="op.logoutForm">Sair</button></noscript>`,
    `<script>${LOGOUT_SCRIPT}</script>
`,
  );
}

/** Shown after logout when no post_logout_redirect_uri was given (oidc-provider's `postLogoutSuccessSource`). */
export function postLogoutSuccessPage(appUrl: string): string {
  return page(
    'Sessão encerrada',
    `<p>Você saiu da sua conta.</p>
<a class="button" href="${escapeHtml(appUrl)}">Voltar para a plataforma</a>`,
  );
}
