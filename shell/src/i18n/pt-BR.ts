/** Shell messages, Brazilian Portuguese (default and fallback). */
export const ptBR = {
  'shell.language.label': 'Idioma',
  'shell.language.pt-BR': 'Português (Brasil)',
  'shell.language.es': 'Español',
  'shell.language.pt-PT': 'Português (Portugal)',
  'shell.header.home': 'Edições',
  'shell.header.inactive': 'Edições inativas',
  'shell.header.nav': 'Navegação principal',
  'shell.userMenu.open': '{initials} {name}: menu do usuário',
  'shell.userMenu.fractalId': 'ID: {fractalId}',
  'shell.userMenu.editProfile': 'Editar perfil',
  'shell.userMenu.support': 'Suporte',
  'shell.userMenu.logout': 'Sair',
  'shell.login.title': 'Boas-vindas à {projectName}',
  'shell.login.message':
    'Entre com a sua conta para se inscrever nas edições, fazer as provas e acompanhar os resultados.',
  'shell.login.button': 'Entrar',
  'shell.login.site': 'Conheça a olimpíada',
  'shell.login.signingIn': 'Entrando...',
  'shell.logout.message': 'Saindo...',
  'shell.loading': 'Carregando...',
  'shell.accessDenied.title': 'Você não possui acesso a este conteúdo.',
  'shell.accessDenied.back': 'Voltar para o início',
  'shell.notFound.title': 'Página não encontrada',
  'shell.notFound.message': 'O conteúdo que você procura não existe ou foi removido.',
  'shell.notFound.back': 'Ir para o início',
  'shell.crash.title': 'Não é possível acessar esta página agora.',
  'shell.crash.message':
    'Tente novamente mais tarde. Se o problema continuar, entre em contato com o suporte.',
  'shell.crash.reload': 'Recarregar a página',
  'shell.remote.title': 'Não foi possível carregar esta área agora.',
  'shell.remote.message':
    'Verifique sua conexão e tente novamente. O restante da página continua funcionando.',
  'shell.remote.retry': 'Tentar novamente',
  'shell.boot.title': 'Não foi possível iniciar a plataforma.',
  'shell.boot.message':
    'A configuração desta olimpíada não pôde ser carregada. Verifique sua conexão e tente novamente.',
  'shell.boot.reload': 'Tentar novamente',
  'shell.session.expired': 'Sua sessão expirou. Entre novamente para continuar.',
  'shell.mobileApp.title': 'Baixe o nosso aplicativo',
  'shell.mobileApp.message': 'Acompanhe as edições e faça as provas com mais praticidade pelo celular.',
  'shell.mobileApp.android': 'Baixar no Google Play',
  'shell.mobileApp.ios': 'Baixar na App Store',
  'shell.mobileApp.close': 'Agora não',
  'shell.footer.organizers': 'Realização e apoio',
} as const;

export type ShellMessageId = keyof typeof ptBR;
