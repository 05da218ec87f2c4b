import type { ShellMessageId } from './pt-BR';

/** Shell messages, Spanish. */
export const es: Record<ShellMessageId, string> = {
  'shell.language.label': 'Idioma',
  'shell.language.pt-BR': 'Português (Brasil)',
  'shell.language.es': 'Español',
  'shell.language.pt-PT': 'Português (Portugal)',
  'shell.header.home': 'Ediciones',
  'shell.header.inactive': 'Ediciones anteriores',
  'shell.header.nav': 'Navegación principal',
  'shell.userMenu.open': '{initials} {name}: menú de usuario',
  'shell.userMenu.fractalId': 'ID: {fractalId}',
  'shell.userMenu.editProfile': 'Editar perfil',
  'shell.userMenu.support': 'Soporte',
  'shell.userMenu.logout': 'Cerrar sesión',
  'shell.login.title': 'Te damos la bienvenida a la {projectName}',
  'shell.login.message':
    'Inicia sesión con tu cuenta para inscribirte en las ediciones, rendir las pruebas y consultar los resultados.',
  'shell.login.button': 'Entrar',
  'shell.login.site': 'Conoce la olimpiada',
  'shell.login.signingIn': 'Iniciando sesión...',
  'shell.logout.message': 'Saliendo...',
  'shell.loading': 'Cargando...',
  'shell.accessDenied.title': 'No tienes acceso a este contenido.',
  'shell.accessDenied.back': 'Volver al inicio',
  'shell.notFound.title': 'Página no encontrada',
  'shell.notFound.message': 'El contenido que buscas no existe o fue eliminado.',
  'shell.notFound.back': 'Ir al inicio',
  'shell.crash.title': 'No es posible acceder a esta página en este momento.',
  'shell.crash.message':
    'Inténtalo de nuevo más tarde. Si el problema continúa, comunícate con el soporte técnico.',
  'shell.crash.reload': 'Recargar la página',
  'shell.remote.title': 'No fue posible cargar esta sección en este momento.',
  'shell.remote.message':
    'Comprueba tu conexión e inténtalo de nuevo. El resto de la página sigue funcionando.',
  'shell.remote.retry': 'Intentar de nuevo',
  'shell.boot.title': 'No fue posible iniciar la plataforma.',
  'shell.boot.message':
    'No se pudo cargar la configuración de esta olimpiada. Comprueba tu conexión e inténtalo de nuevo.',
  'shell.boot.reload': 'Intentar de nuevo',
  'shell.session.expired': 'Tu sesión expiró. Vuelve a iniciar sesión para continuar.',
  'shell.mobileApp.title': 'Descarga nuestra aplicación',
  'shell.mobileApp.message': 'Sigue las ediciones y rinde las pruebas con más comodidad desde tu celular.',
  'shell.mobileApp.android': 'Descargar en Google Play',
  'shell.mobileApp.ios': 'Descargar en App Store',
  'shell.mobileApp.close': 'Ahora no',
  'shell.footer.organizers': 'Organización y apoyo',
};
